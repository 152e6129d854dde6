// @octokit/plugin-throttling runs on bottleneck's light build; ours must be the same class.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}

// A kustomization root or Helm chart that cannot be rendered: what it deploys cannot be judged, and
// `kubectl apply -k`, Argo CD or Flux would fail on it the same way. Its findings come from the render
// stage (src/render/), which runs the tools.

import type { RenderRule } from '../types.js';

export const renderError: RenderRule = {
  scope: 'render',
  id: 'render-error',
  title: 'Kustomization or chart that does not render',
  summary:
    'Reports kustomization roots and Helm charts that do not render (the tool fails, a remote or missing base, no kustomize or helm installed): what they deploy cannot be judged.',
  upstream: 'kustomize build (sigs.k8s.io/kustomize) and helm template (helm.sh/helm/v3)',
  defaultSeverity: 'error',
  enabledByDefault: true,
  minKubernetesVersion: { major: 1, minor: 0 },
};

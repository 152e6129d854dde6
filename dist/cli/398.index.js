export const id = 398;
export const ids = [398];
export const modules = {

/***/ 3822:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ deliverReport)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/rules/registry.ts + 34 modules
var registry = __webpack_require__(9465);
// EXTERNAL MODULE: ./src/rules/types.ts
var types = __webpack_require__(3182);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
;// CONCATENATED MODULE: ./src/report/text.ts
// Human output: `file:line:col  severity  rule  message`, grouped by file, then one tally line. Text from
// the repository is escaped (./escape.ts): it can neither break a line nor speak to a terminal or runner.

const ANSI = { red: 31, yellow: 33, cyan: 36, dim: 2, bold: 1 };
const SEVERITY_COLOR = {
    error: 'red',
    warning: 'yellow',
    notice: 'cyan',
};
function formatText(result, options) {
    const paint = (style, text) => options.color ? `\u001b[${ANSI[style]}m${text}\u001b[0m` : text;
    const display = options.displayPath ?? ((file) => file);
    const lines = [];
    let previousFile;
    for (const f of result.findings) {
        if (previousFile !== undefined && previousFile !== f.file)
            lines.push('');
        previousFile = f.file;
        const where = paint('bold', `${(0,report_escape/* printableLineStart */.wq)(display(f.file))}:${f.line}:${f.column}`);
        lines.push(f.suppressed
            ? `${where}  ${paint('dim', `suppressed  ${f.rule}  ${(0,report_escape/* printable */.g$)(f.message)} [${f.severity}, ${waiver(f.suppressed, display)}]`)}`
            : `${where}  ${paint(SEVERITY_COLOR[f.severity], f.severity)}  ${paint('dim', f.rule)}  ${(0,report_escape/* printable */.g$)(f.message)}`);
    }
    if (lines.length > 0)
        lines.push('');
    for (const s of result.skipped) {
        const where = s.document !== undefined ? ` (document ${s.document + 1}, line ${s.line ?? '?'})` : '';
        lines.push(paint('dim', `skipped ${(0,report_escape/* printable */.g$)(display(s.file))}${where}: ${(0,report_escape/* printable */.g$)(s.reason)}`));
    }
    for (const note of result.notes)
        lines.push(paint('dim', `note: ${(0,report_escape/* printable */.g$)(note)}`));
    if (result.skipped.length > 0 || result.notes.length > 0)
        lines.push('');
    lines.push(tally(result));
    return lines.join('\n') + '\n';
}
function tally(result) {
    const { summary } = result;
    const total = summary.error + summary.warning + summary.notice;
    const counts = [
        text_plural(summary.error, 'error'),
        text_plural(summary.warning, 'warning'),
        text_plural(summary.notice, 'notice'),
    ].join(', ');
    const skippedFiles = new Set(result.skipped.filter((s) => s.document === undefined).map((s) => s.file))
        .size;
    const suppressed = summary.suppressed > 0 ? `, ${summary.suppressed} suppressed` : '';
    return (`${text_plural(total, 'finding')} (${counts})${suppressed} in ${text_plural(summary.files, 'file')}, ` +
        `${text_plural(summary.resources, 'resource')} checked, ${text_plural(skippedFiles, 'file')} skipped; ` +
        `kubernetesVersion ${result.kubernetesVersion}`);
}
/** `waived by exceptions[0] (.admission-gate.yaml:4): legacy health check` */
function waiver(s, display = (file) => file) {
    const how = s.exception !== undefined ? `exceptions[${s.exception}]` : s.kind;
    const reason = s.reason !== undefined ? `: ${(0,report_escape/* printable */.g$)(s.reason)}` : '';
    return `waived by ${how} (${(0,report_escape/* printable */.g$)(display(s.file))}:${s.line})${reason}`;
}
function text_plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}

;// CONCATENATED MODULE: ./src/report/markdown.ts
// The markdown summary of a scan, for a check run's summary and a job summary: a table per rule, the
// skipped files and why, and the notes. Both places cap their size, so the output stops at a byte budget
// with a note saying what was left out. Manifest-derived text is escaped where it lands.




const TOOL_TITLE = 'Admission Gate';
/** What a GitHub Actions job summary (GITHUB_STEP_SUMMARY) holds at most. */
const JOB_SUMMARY_MAX_BYTES = 1024 * 1024;
/**
 * Inline markdown that renders as the text it was given: no markup, HTML, mentions or math, and no
 * line break (the text may sit in a table cell).
 */
function escapeMarkdown(text) {
    return text
        .replace(/\r\n|\r|\n/g, ' ')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/[\\`*_[\]|~$]/g, '\\$&')
        .replace(/@/g, '@&#8203;');
}
/** `[text](url)` with the text escaped; the url must already be encoded. */
function markdownLink(text, url) {
    return url === undefined ? escapeMarkdown(text) : `[${escapeMarkdown(text)}](${url})`;
}
/** "2 errors, 1 warning, 3 suppressed" or "no findings": a check run's title. */
function formatTally(summary) {
    const parts = model/* SEVERITIES */.oC.filter((s) => summary[s] > 0).map((s) => text_plural(summary[s], s));
    if (summary.suppressed > 0)
        parts.push(`${summary.suppressed} suppressed`);
    return parts.length > 0 ? parts.join(', ') : 'no findings';
}
function gateFails(result, failOn) {
    return result.findings.some((f) => (0,model/* failsGate */.FW)(f, failOn));
}
function formatMarkdown(result, options) {
    const out = new BoundedLines(options.maxBytes);
    const verdict = gateFails(result, options.failOn) ? 'failed' : 'passed';
    out.push(`## ${TOOL_TITLE} ${verdict}: ${formatTally(result.summary)}`, '');
    const { summary } = result;
    out.push(`${text_plural(summary.files, 'file')} scanned, ${text_plural(summary.resources, 'resource')} checked, ` +
        `kubernetesVersion ${escapeMarkdown(result.kubernetesVersion)}, fail-on ${options.failOn}.`, '');
    for (const note of options.notes ?? [])
        out.push(`> ${escapeMarkdown(note)}`, '');
    for (const [rule, findings] of byRule(result.findings)) {
        const meta = (0,registry/* findRule */.I)(rule);
        const title = meta ? ` (${escapeMarkdown(meta.title)})` : '';
        out.push(`### [${escapeMarkdown(rule)}](${(0,types/* docsUrl */.f)(rule)})${title}: ${text_plural(findings.length, 'finding')}`);
        out.push('', '| Severity | Location | Object | Path | Message |', '| --- | --- | --- | --- | --- |');
        for (const f of findings)
            out.push(findingRow(f, options));
        out.push('');
    }
    if (result.skipped.length > 0) {
        out.push(`### Skipped (${result.skipped.length})`);
        out.push('', '| File | Reason |', '| --- | --- |');
        for (const s of result.skipped) {
            const where = s.document !== undefined ? ` (document ${s.document + 1})` : '';
            out.push(`| ${markdownLink(s.file, options.fileUrl?.(s.file, s.line))}${where} | ${escapeMarkdown(s.reason)} |`);
        }
        out.push('');
    }
    if (result.notes.length > 0) {
        out.push('### Notes', '');
        for (const note of result.notes)
            out.push(`- ${escapeMarkdown(note)}`);
    }
    return out.text((left) => `_${TOOL_TITLE}: the summary was cut short here (${text_plural(left, 'line')} left out to stay within GitHub's size limit); every finding is in the JSON report._`);
}
/** For a config file that does not validate: nothing was scanned, each problem with its position. */
function formatConfigIssuesMarkdown(issues, maxBytes) {
    const out = new BoundedLines(maxBytes);
    out.push(`## ${TOOL_TITLE} failed: invalid config`, '', 'Nothing was scanned. Fix the config file:', '');
    for (const i of issues)
        out.push(`- ${escapeMarkdown(`${i.file}:${i.line}:${i.column}`)}: ${escapeMarkdown(i.message)}`);
    return out.text((left) => `_${plural(left, 'more line')} left out._`);
}
/** `Service default/web`: the object as `kubectl get` names it. */
function formatResourceId(id) {
    return `${id.kind} ${id.namespace !== undefined ? `${id.namespace}/` : ''}${id.name}`;
}
function findingRow(f, options) {
    const location = markdownLink(`${f.file}:${f.line}`, options.fileUrl?.(f.file, f.line));
    const object = f.resource ? formatResourceId(f.resource) : '';
    const severity = f.suppressed ? `suppressed ${f.severity}` : f.severity;
    const message = f.suppressed ? `${f.message} (${waiver(f.suppressed)})` : f.message;
    return `| ${severity} | ${location} | ${escapeMarkdown(object)} | ${escapeMarkdown(f.path)} | ${escapeMarkdown(message)} |`;
}
function byRule(findings) {
    const groups = new Map();
    for (const f of findings) {
        const group = groups.get(f.rule);
        if (group)
            group.push(f);
        else
            groups.set(f.rule, [f]);
    }
    return groups;
}
/** Lines until a byte budget is spent, keeping room for one closing line about what was left out. */
class BoundedLines {
    maxBytes;
    lines = [];
    bytes = 0;
    dropped = 0;
    // Room for the closing note; the notes above are far shorter.
    static RESERVE = 400;
    constructor(maxBytes) {
        this.maxBytes = maxBytes;
    }
    push(...lines) {
        for (const line of lines) {
            const size = Buffer.byteLength(line, 'utf8') + 1;
            if (this.dropped > 0 || this.bytes + size > this.maxBytes - BoundedLines.RESERVE)
                this.dropped++;
            else {
                this.lines.push(line);
                this.bytes += size;
            }
        }
    }
    text(closing) {
        const body = this.lines.join('\n') + '\n';
        return this.dropped > 0 ? `${body}\n${closing(this.dropped)}\n` : body;
    }
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/report/policy-report.ts
// wgpolicyk8s.io/v1alpha2 policy reports, as Kyverno writes them: one PolicyReport per namespace, and
// one ClusterPolicyReport for cluster-scoped objects and for findings about no object (syntax errors,
// the config file). Written as a YAML stream that `kubectl apply -f -` takes as it is.



const POLICY_REPORT_API_VERSION = 'wgpolicyk8s.io/v1alpha2';
const KUBERNETES_VERSION_ANNOTATION = 'admission-gate.dev/kubernetes-version';
// Severities valid in every published v1alpha2 CRD (later ones add critical and info).
const REPORT_SEVERITY = {
    error: 'high',
    warning: 'medium',
    notice: 'low',
};
function toPolicyReports(result) {
    const byNamespace = new Map();
    const cluster = [];
    for (const f of result.findings) {
        const namespace = f.resource?.namespace;
        if (namespace === undefined)
            cluster.push(f);
        else
            byNamespace.set(namespace, [...(byNamespace.get(namespace) ?? []), f]);
    }
    const namespaces = [...byNamespace.keys()].sort(model/* compareStrings */.Kt);
    return [
        report('ClusterPolicyReport', undefined, cluster, result.kubernetesVersion),
        ...namespaces.map((ns) => report('PolicyReport', ns, byNamespace.get(ns) ?? [], result.kubernetesVersion)),
    ];
}
function formatPolicyReport(result) {
    return toPolicyReports(result)
        .map((doc) => `---\n${toYaml(doc)}`)
        .join('');
}
// Matches strings that could end a line, or hold a workflow command (./escape.ts).
const UNSAFE_IN_LOGS = /[\r\n\u0085\u2028\u2029]|##\[/;
function toYaml(value) {
    // YAML 1.1 quoting: kubectl reads `yes` or `0644` unquoted as a boolean or a number, and
    // `properties` must stay a map of strings.
    const document = new dist/* Document */.yo(value, { version: '1.1' });
    // A block scalar's lines would stand alone in a log; in double quotes, line breaks are escapes and
    // `#` may be written \x23. Only values come from the repository: keys are ours.
    (0,dist/* visit */.YR)(document, {
        Scalar(_, node) {
            if (typeof node.value === 'string' && UNSAFE_IN_LOGS.test(node.value))
                node.type = dist/* Scalar */.X5.QUOTE_DOUBLE;
        },
    });
    return document
        .toString({ lineWidth: 0, doubleQuotedMinMultiLineLength: Infinity })
        .replaceAll('##[', '#\\x23[');
}
function report(kind, namespace, findings, kubernetesVersion) {
    const results = findings.map(toResult);
    const count = (outcome) => results.filter((r) => r.result === outcome).length;
    return {
        apiVersion: POLICY_REPORT_API_VERSION,
        kind,
        metadata: {
            name: version/* TOOL_NAME */.l,
            ...(namespace !== undefined ? { namespace } : {}),
            labels: { 'app.kubernetes.io/managed-by': version/* TOOL_NAME */.l },
            annotations: { [KUBERNETES_VERSION_ANNOTATION]: kubernetesVersion },
        },
        summary: { pass: 0, fail: count('fail'), warn: count('warn'), error: 0, skip: count('skip') },
        results,
    };
}
function toResult(f) {
    const result = f.suppressed ? 'skip' : f.severity === 'error' ? 'fail' : 'warn';
    return {
        source: version/* TOOL_NAME */.l,
        policy: f.rule,
        rule: f.control ?? f.rule,
        result,
        severity: REPORT_SEVERITY[f.severity],
        scored: result === 'fail',
        message: f.message,
        ...(f.resource ? { resources: [{ ...f.resource }] } : {}),
        properties: properties(f),
    };
}
function properties(f) {
    const s = f.suppressed;
    return {
        file: f.file,
        line: String(f.line),
        column: String(f.column),
        ...(f.path !== '' ? { path: f.path } : {}),
        ...(f.value !== undefined ? { value: f.value } : {}),
        ...(f.container ? { container: f.container.name } : {}),
        ...(f.container?.image !== undefined ? { image: f.container.image } : {}),
        ...(f.control !== undefined ? { controlName: f.control } : {}),
        ...(s ? { suppressedBy: s.kind, suppressedAt: `${s.file}:${s.line}` } : {}),
        ...(s?.reason !== undefined ? { suppressionReason: s.reason } : {}),
        ...(s?.expires !== undefined ? { suppressionExpires: s.expires } : {}),
        ...(f.overridden ? { overriddenBy: f.overridden.actor } : {}),
        ...(f.overridden?.team !== undefined ? { overriddenThrough: f.overridden.team } : {}),
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/kube-version.ts
var kube_version = __webpack_require__(2219);
// EXTERNAL MODULE: ./src/load/kinds.ts
var kinds = __webpack_require__(7499);
;// CONCATENATED MODULE: ./src/report/sarif.ts
// SARIF 2.1.0 for GitHub code scanning (github/codeql-action/upload-sarif) and other SARIF viewers:
// one run, every known rule as a reportingDescriptor, each finding as a result located relative to
// %SRCROOT% (the scan root), with a fingerprint that survives lines moving.






const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const INFORMATION_URI = 'https://github.com/admission-gate/admission-gate';
const SRCROOT = '%SRCROOT%';
/** A versioned key of our own: GitHub keeps alerts whose fingerprint is unchanged across commits. */
const FINGERPRINT_KEY = 'admissionGate/v1';
const LEVEL = {
    error: 'error',
    warning: 'warning',
    notice: 'note',
};
function toSarif(result, rules) {
    const ruleIndex = new Map(rules.map((rule, i) => [rule.id, i]));
    const fingerprint = fingerprinter();
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: version/* TOOL_NAME */.l,
                        version: version/* TOOL_VERSION */.w,
                        semanticVersion: version/* TOOL_VERSION */.w,
                        informationUri: INFORMATION_URI,
                        rules: rules.map(descriptor),
                    },
                },
                columnKind: 'utf16CodeUnits',
                results: result.findings.map((f) => sarif_toResult(f, ruleIndex.get(f.rule), fingerprint(f))),
                invocations: [invocation(result)],
                properties: { kubernetesVersion: result.kubernetesVersion, summary: result.summary },
            },
        ],
    };
}
function formatSarif(result, rules) {
    return (0,report_escape/* inertJson */.nl)(JSON.stringify(toSarif(result, rules), null, 2)) + '\n';
}
function descriptor(rule) {
    const docs = (0,types/* docsUrl */.f)(rule.id);
    return {
        id: rule.id,
        name: rule.id.replace(/(^|-)([a-z0-9])/g, (_, _dash, c) => c.toUpperCase()),
        shortDescription: { text: rule.title },
        fullDescription: { text: rule.summary },
        helpUri: docs,
        help: {
            text: `${rule.summary} Upstream: ${rule.upstream}. Documentation: ${docs}`,
            markdown: `${rule.summary}\n\nUpstream: ${rule.upstream}\n\n[Documentation](${docs})`,
        },
        defaultConfiguration: { level: LEVEL[rule.defaultSeverity], enabled: rule.enabledByDefault },
        properties: {
            tags: ['kubernetes', 'admission-control'],
            minKubernetesVersion: (0,kube_version/* formatKubernetesVersion */.YC)(rule.minKubernetesVersion),
        },
    };
}
function sarif_toResult(f, ruleIndex, fingerprint) {
    return {
        ruleId: f.rule,
        ...(ruleIndex !== undefined ? { ruleIndex } : {}),
        level: LEVEL[f.severity],
        message: { text: plainMessage(f.message) },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: artifact(f.file),
                    region: { startLine: f.line, startColumn: f.column, endLine: f.endLine, endColumn: f.endColumn },
                },
            },
        ],
        partialFingerprints: { [FINGERPRINT_KEY]: fingerprint },
        ...(f.suppressed ? { suppressions: [suppression(f.suppressed)] } : {}),
        properties: {
            ...(f.path !== '' ? { path: f.path } : {}),
            ...(f.resource ? { resource: f.resource } : {}),
            ...(f.value !== undefined ? { value: f.value } : {}),
            ...(f.container ? { container: f.container } : {}),
            ...(f.control !== undefined ? { control: f.control } : {}),
            ...(f.overridden ? { overridden: f.overridden } : {}),
        },
    };
}
/** Exceptions live outside the manifest (`external`); annotations and comments inside it (`inSource`). */
function suppression(s) {
    return {
        kind: s.kind === 'exception' ? 'external' : 'inSource',
        status: 'accepted',
        ...(s.reason !== undefined ? { justification: s.reason } : {}),
        location: { physicalLocation: { artifactLocation: artifact(s.file), region: { startLine: s.line } } },
        properties: {
            source: s.kind,
            ...(s.exception !== undefined ? { exception: s.exception } : {}),
            ...(s.expires !== undefined ? { expires: s.expires } : {}),
        },
    };
}
function invocation(result) {
    return {
        executionSuccessful: result.internalErrors.length === 0,
        toolExecutionNotifications: [
            ...result.notes.map((text) => ({ level: 'note', message: { text: plainMessage(text) } })),
            ...result.skipped.map((s) => ({
                level: 'note',
                message: { text: plainMessage(`skipped: ${s.reason}`) },
                locations: [
                    {
                        physicalLocation: {
                            artifactLocation: artifact(s.file),
                            ...(s.line !== undefined ? { region: { startLine: s.line } } : {}),
                        },
                    },
                ],
            })),
        ],
    };
}
/**
 * SARIF viewers turn `[text](target)` in a plain text message into a link (SARIF §3.11.6); a message
 * quoting the repository must not carry one, so a `](` is written with the bracket escaped.
 */
function plainMessage(text) {
    return text.replaceAll('](', '\\](');
}
function artifact(file) {
    return { uri: file.split('/').map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}
/**
 * What a finding is, not where: rule, file, object (group, kind, namespace, name), path and value,
 * or the message for findings about no object; a counter tells identical findings in a file apart.
 */
function fingerprinter() {
    const seen = new Map();
    return (f) => {
        const object = f.resource
            ? [
                (0,kinds/* splitApiVersion */.Np)(f.resource.apiVersion).group,
                f.resource.kind,
                f.resource.namespace ?? '',
                f.resource.name,
            ]
            : [];
        const identity = [
            f.rule,
            f.file,
            ...object,
            f.path,
            f.value ?? '',
            f.resource || f.path ? '' : f.message,
        ].join('\u0000');
        const occurrence = (seen.get(identity) ?? 0) + 1;
        seen.set(identity, occurrence);
        return `${(0,external_node_crypto_.createHash)('sha256').update(identity).digest('hex').slice(0, 32)}:${occurrence}`;
    };
}

;// CONCATENATED MODULE: ./src/report/workflow-commands.ts
// GitHub Actions workflow commands (`::error file=…::message`): the runner turns them into annotations,
// so any workflow gets findings on the changed lines without a token that can write. Everything in a
// command comes from the repository under review and is escaped, or a manifest could inject commands.
const workflow_commands_LEVEL = { error: 'error', warning: 'warning', notice: 'notice' };
/** Message text: `%`, CR and LF would end or rewrite the command. */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** Property values: additionally `:` ends the properties and `,` separates them. */
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
function command(level, properties, message) {
    const props = Object.entries(properties)
        .filter((entry) => entry[1] !== undefined)
        .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
        .join(',');
    return `::${level}${props === '' ? '' : ` ${props}`}::${escapeData(message)}`;
}
function findingCommand(f, file) {
    // GitHub honours columns only for annotations on a single line.
    const columns = f.line === f.endLine ? { col: f.column, endColumn: f.endColumn } : {};
    return command(workflow_commands_LEVEL[f.severity], { file, line: f.line, endLine: f.endLine, ...columns, title: `admission-gate ${f.rule}` }, f.message);
}
/** One command per finding that counts (waived ones are left out), then skipped files and notes as notices. */
function formatWorkflowCommands(result, options = {}) {
    const display = options.displayPath ?? ((file) => file);
    const lines = [
        ...result.findings.filter((f) => !f.suppressed).map((f) => findingCommand(f, display(f.file))),
        ...result.skipped.map((s) => command('notice', { file: display(s.file), line: s.line, title: 'admission-gate skipped' }, s.reason)),
        ...result.notes.map((note) => command('notice', { title: 'admission-gate' }, note)),
    ];
    return lines.map((line) => `${line}\n`).join('');
}
function formatConfigIssueCommands(issues) {
    return issues
        .map((i) => `${command('error', { file: i.file, line: i.line, col: i.column, title: 'admission-gate config' }, i.message)}\n`)
        .join('');
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/report.ts
// Writing a scan's (or merged shards') report and deciding the exit status: common to scan and merge.












function deliverReport(result, args, io, delivery) {
    const report = render(result, args, io, delivery);
    if (args.output !== undefined)
        writeReport(external_node_path_default().resolve(io.cwd, args.output), report);
    else
        inBatches(report, (text) => io.stdout.write(text));
    if (result.internalErrors.length > 0)
        return cli_io/* EXIT */.d.error;
    return result.findings.some((f) => (0,model/* failsGate */.FW)(f, args.failOn)) ? cli_io/* EXIT */.d.findings : cli_io/* EXIT */.d.ok;
}
/** The report's text, in pieces when it can be big. */
function render(result, args, io, delivery) {
    switch (args.format) {
        case 'json':
            return (0,json/* jsonReportPieces */.kw)(result, delivery.shard);
        case 'sarif':
            return [formatSarif(result, registry/* RULES */.y)];
        case 'policy-report':
            return [formatPolicyReport(result)];
        case 'markdown':
            return [formatMarkdown(result, { maxBytes: JOB_SUMMARY_MAX_BYTES, failOn: args.failOn })];
        case 'github':
            return [formatWorkflowCommands(result, { displayPath: delivery.displayPath })];
        case 'text': {
            const color = args.output === undefined && !!io.stdout.isTTY && io.env.NO_COLOR === undefined;
            return [formatText(result, { color, displayPath: delivery.displayPath })];
        }
    }
}
function writeReport(file, report) {
    try {
        external_node_fs_default().mkdirSync(external_node_path_default().dirname(file), { recursive: true });
        const fd = external_node_fs_default().openSync(file, 'w');
        try {
            inBatches(report, (text) => external_node_fs_default().writeFileSync(fd, text));
        }
        finally {
            external_node_fs_default().closeSync(fd);
        }
    }
    catch (e) {
        throw new args/* UsageError */.eb(`cannot write --output ${file}: ${e.message}`);
    }
}
// About a megabyte at a time: few writes, and never the whole of a big report at once.
const BATCH = 1 << 20;
function inBatches(pieces, write) {
    let batch = '';
    for (const piece of pieces) {
        batch += piece;
        if (batch.length >= BATCH) {
            write(batch);
            batch = '';
        }
    }
    if (batch !== '')
        write(batch);
}


/***/ }),

/***/ 9522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   US: () => (/* binding */ identityKey),
/* harmony export */   a: () => (/* binding */ resourceId),
/* harmony export */   zU: () => (/* binding */ extractResources)
/* harmony export */ });
/* harmony import */ var _kinds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7499);
/* harmony import */ var _yaml_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8508);
// Documents to resources: what kubectl would send to the API server, one object at a time.


/** Resources of one parsed document, or why it holds none. */
function extractResources(file, lines, doc) {
    const root = doc.root;
    if (root === null)
        return { ok: false, reason: 'empty document' };
    if (root.kind !== 'map') {
        return { ok: false, reason: `not a Kubernetes object (the document is a ${describe(root.kind)})` };
    }
    const object = toResource(file, lines, doc.index, root, undefined);
    if (typeof object === 'string')
        return { ok: false, reason: object };
    const items = object.kind.endsWith('List') ? (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .asSeq */ .wH)((0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(root, 'items')) : undefined;
    if (!items)
        return { ok: true, resources: [object], skippedItems: [] };
    // kubectl unpacks List kinds and sends each item on its own.
    const resources = [];
    const skippedItems = [];
    items.items.forEach((node, index) => {
        const map = (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .asMap */ .$H)(node);
        const resource = map
            ? toResource(file, lines, doc.index, map, index)
            : `not a Kubernetes object (a ${describe(node.kind)})`;
        if (typeof resource === 'string')
            skippedItems.push({ item: index, reason: resource });
        else
            resources.push(resource);
    });
    return { ok: true, resources, skippedItems };
}
function toResource(file, lines, document, root, item) {
    const apiVersion = (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(root, 'apiVersion'));
    const kind = (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(root, 'kind'));
    if (!apiVersion || !kind)
        return 'no apiVersion/kind: not a Kubernetes object';
    const metadata = (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(root, 'metadata');
    const name = (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(metadata, 'name')) ?? (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(metadata, 'generateName')) ?? '';
    const namespace = (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(metadata, 'namespace'));
    const { group, version } = (0,_kinds_js__WEBPACK_IMPORTED_MODULE_0__/* .splitApiVersion */ .Np)(apiVersion);
    return {
        file,
        lines,
        document,
        ...(item === undefined ? {} : { item }),
        root,
        apiVersion,
        group,
        version,
        kind,
        name,
        ...(namespace ? { namespace } : {}),
    };
}
function describe(kind) {
    return kind === 'seq' ? 'sequence' : kind === 'map' ? 'mapping' : 'scalar';
}
/** How the object is named in findings: a missing namespace is `default` for namespaced kinds. */
function resourceId(resource, clusterScoped) {
    return {
        apiVersion: resource.apiVersion,
        kind: resource.kind,
        ...(clusterScoped ? {} : { namespace: resource.namespace ?? 'default' }),
        name: resource.name,
    };
}
/** Object identity across the base and head trees: group, kind, namespace, name (not the version). */
function identityKey(resource, clusterScoped) {
    const namespace = clusterScoped ? '' : (resource.namespace ?? 'default');
    return `${resource.group}\u0000${resource.kind}\u0000${namespace}\u0000${resource.name}`;
}


/***/ }),

/***/ 2079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K4: () => (/* binding */ compileExceptions),
  Ip: () => (/* binding */ exceptionMatcher),
  IL: () => (/* binding */ exceptionsSchema),
  _d: () => (/* binding */ isExpired)
});

// EXTERNAL MODULE: ./src/load/yaml/node.ts
var yaml_node = __webpack_require__(8508);
// EXTERNAL MODULE: ./src/source/select.ts
var source_select = __webpack_require__(25);
// EXTERNAL MODULE: ./src/text/wildcard.ts
var wildcard = __webpack_require__(2033);
;// CONCATENATED MODULE: ./src/policy/patterns.ts
// The matching primitives of exceptions: Kyverno-style wildcards, finding paths with `[*]`, and
// Kubernetes label selectors (k8s.io/apimachinery/pkg/apis/meta/v1 LabelSelectorAsSelector).

/** `*` is any run of characters (slashes included), `?` one character, as Kyverno's wildcard.Match. */
function patterns_wildcard(pattern) {
    if (!/[*?]/.test(pattern))
        return (text) => text === pattern;
    // Characters are code points, as Go's runes.
    const chars = [...pattern];
    return (text) => (0,wildcard/* matchesWildcard */._)(chars, [...text]);
}
/** A finding path such as `spec.containers[*].image`, where `[*]` stands for any list index. */
function pathPattern(pattern) {
    const regexp = new RegExp(`^${pattern.split('[*]').map(escapeRegExp).join('\\[\\d+\\]')}$`, 'u');
    return (path) => regexp.test(path);
}
const LABEL_OPERATORS = ['In', 'NotIn', 'Exists', 'DoesNotExist'];
/** Every requirement must hold; an empty selector matches every object, as in Kubernetes. */
function labelSelector(selector) {
    const requirements = [
        ...Object.entries(selector.matchLabels ?? {}).map(([key, value]) => (labels) => labels.get(key) === value),
        ...(selector.matchExpressions ?? []).map(({ key, operator, values = [] }) => {
            switch (operator) {
                case 'In':
                    return (labels) => {
                        const value = labels.get(key);
                        return value !== undefined && values.includes(value);
                    };
                case 'NotIn':
                    return (labels) => {
                        const value = labels.get(key);
                        return value === undefined || !values.includes(value);
                    };
                case 'Exists':
                    return (labels) => labels.has(key);
                case 'DoesNotExist':
                    return (labels) => !labels.has(key);
            }
        }),
    ];
    return (labels) => requirements.every((requirement) => requirement(labels));
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

;// CONCATENATED MODULE: ./src/policy/exceptions.ts
// Exceptions in the config file: a reviewed, reasoned, optionally expiring waiver of some findings,
// selected as Kyverno's PolicyException and podSecurity exclusions select them. Every selector given
// must match (AND); a list matches when any of its entries does (OR).



const list = (description) => ({
    type: 'array',
    items: { type: 'string', minLength: 1 },
    minItems: 1,
    description,
});
function exceptionsSchema(ruleIds) {
    return {
        type: 'array',
        description: 'findings to waive, each with a reason; waived findings stay in reports as suppressed',
        items: {
            type: 'object',
            additionalProperties: false,
            required: ['rules', 'reason'],
            properties: {
                rules: {
                    type: 'array',
                    minItems: 1,
                    items: { enum: ['*', ...ruleIds] },
                    description: 'rule ids the exception waives, or "*" for every rule',
                },
                reason: { type: 'string', minLength: 1, description: 'why, for reviewers (a ticket, a date)' },
                expires: {
                    type: 'string',
                    format: 'date',
                    description: 'YYYY-MM-DD: the last day the exception applies; after it a warning says so',
                },
                files: list('minimatch globs of manifest files, relative to the scan root'),
                namespaces: list('namespace globs; objects without a namespace are in "default"'),
                kinds: list('object kinds, such as Deployment'),
                names: list('object name globs'),
                images: list('container image globs, for container-level findings'),
                paths: list('finding paths, such as spec.template.spec.containers[*].livenessProbe.httpGet.host'),
                values: list('offending values, exactly as written'),
                controls: list('Pod Security control names, such as Capabilities'),
                selector: {
                    type: 'object',
                    additionalProperties: false,
                    description: "a Kubernetes label selector on the object's metadata.labels",
                    properties: {
                        matchLabels: { type: 'object', additionalProperties: { type: 'string' } },
                        matchExpressions: {
                            type: 'array',
                            items: {
                                type: 'object',
                                additionalProperties: false,
                                required: ['key', 'operator'],
                                properties: {
                                    key: { type: 'string', minLength: 1 },
                                    operator: { enum: LABEL_OPERATORS },
                                    values: { type: 'array', items: { type: 'string' } },
                                },
                            },
                        },
                    },
                },
            },
        },
    };
}
/** Exceptions from the schema-valid `exceptions` node, or the issues that make them unusable. */
function compileExceptions(node, lines, text) {
    const issues = [];
    const exceptions = node.items.map((item, index) => {
        const raw = (0,yaml_node/* toJs */.Vt)(item);
        raw.files?.forEach((glob, i) => {
            const problem = (0,source_select/* globProblem */.AI)(glob);
            const at = ['files', i];
            const { start, end } = (0,yaml_node/* nodeAt */.oB)(item, at) ?? item;
            if (problem)
                issues.push({ path: ['exceptions', index, ...at], start, end, message: problem });
        });
        raw.selector?.matchExpressions?.forEach(({ operator, values = [] }, i) => {
            const at = ['selector', 'matchExpressions', i];
            const { start, end } = (0,yaml_node/* nodeAt */.oB)(item, at) ?? item;
            const listed = operator === 'In' || operator === 'NotIn';
            // The API server's label selector validation: values go with In/NotIn, and only with them.
            if (listed === (values.length === 0)) {
                issues.push({
                    path: ['exceptions', index, ...at],
                    start,
                    end,
                    message: `values must ${listed ? 'be given' : 'be empty'} when operator is ${operator}`,
                });
            }
        });
        return toException(raw, index, {
            ...lines.position(item.start),
            ...endOf(lines.position(trimEnd(text, item.start, item.end))),
        });
    });
    return { exceptions, issues };
}
function toException(raw, index, range) {
    const { rules, reason, expires, ...selectors } = raw;
    return { index, range, rules, reason, ...(expires !== undefined ? { expires } : {}), selectors };
}
/** Whether a finding (and the labels of its object) is one the exception waives. */
function exceptionMatcher(exception) {
    const { rules, selectors } = exception;
    const tests = [];
    const anyOf = (patterns, compilePattern, pick) => {
        if (!patterns)
            return;
        const matchers = patterns.map(compilePattern);
        tests.push(({ finding }) => {
            const value = pick(finding);
            return value !== undefined && matchers.some((m) => m(value));
        });
    };
    const exact = (pattern) => (text) => text === pattern;
    anyOf(rules, (id) => (id === '*' ? () => true : exact(id)), (f) => f.rule);
    anyOf(selectors.files, source_select/* compileGlob */.SO, (f) => f.file);
    anyOf(selectors.namespaces, patterns_wildcard, (f) => f.resource?.namespace);
    anyOf(selectors.kinds, exact, (f) => f.resource?.kind);
    anyOf(selectors.names, patterns_wildcard, (f) => f.resource?.name);
    anyOf(selectors.images, patterns_wildcard, (f) => f.container?.image);
    anyOf(selectors.paths, pathPattern, (f) => f.path);
    anyOf(selectors.values, exact, (f) => f.value);
    anyOf(selectors.controls, exact, (f) => f.control);
    if (selectors.selector) {
        const selects = labelSelector(selectors.selector);
        tests.push(({ labels }) => labels !== undefined && selects(labels));
    }
    return (subject) => tests.every((test) => test(subject));
}
/** Expired once the day after `expires` has begun, in UTC. */
function isExpired(exception, now) {
    if (exception.expires === undefined)
        return false;
    const [year, month, day] = exception.expires.split('-').map(Number);
    return now.getTime() >= Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 1);
}
function endOf(position) {
    return { endLine: position.line, endColumn: position.column };
}
// A block node's end includes the line break and indentation after it; a range ends at its last character.
function trimEnd(text, start, end) {
    let at = end;
    while (at > start && /\s/.test(text.charAt(at - 1)))
        at--;
    return at;
}


/***/ }),

/***/ 4701:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Jc: () => (/* binding */ closePolicy),
  BV: () => (/* binding */ createPolicy),
  _X: () => (/* binding */ sumLedgers)
});

// EXTERNAL MODULE: ./src/load/resource.ts
var resource = __webpack_require__(9522);
// EXTERNAL MODULE: ./src/load/yaml/node.ts
var node = __webpack_require__(8508);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
;// CONCATENATED MODULE: ./src/policy/actor.ts
// The admin override (OpenShift lets users allowed to create `service/externalips` set any external
// IP): when the change's author is one of a rule's overrideActors, its findings become notices that
// name the author. The engine does no I/O: the adapter says who the author is and which of the named
// teams it could confirm, or could not check.

/** Whether `actor` is one of `actors` (logins, or `@org/team`); GitHub names are case-insensitive. */
function decideOverride(actors, actor) {
    const same = (a, b) => a.toLowerCase() === b.toLowerCase();
    if (actors.some((a) => !a.startsWith('@') && same(a, actor.login)))
        return { allowed: true };
    const teams = actors.filter((a) => a.startsWith('@')).map((a) => a.slice(1));
    const team = teams.find((t) => actor.teams.some((member) => same(member, t)));
    if (team !== undefined)
        return { allowed: true, team: `@${team}` };
    const unresolved = (actor.unresolvedTeams ?? []).filter((u) => teams.some((t) => same(t, u.team)));
    return { allowed: false, unresolved: unresolved.map((u) => `@${u.team} (${u.reason})`) };
}
/** The teams (`org/team`) the config's overrideActors name: the memberships an adapter must check. */
function overrideTeams(config, rules) {
    const teams = new Set();
    for (const [id, setting] of config.rules) {
        const rule = rules.find((r) => r.id === id);
        if (rule?.scope !== 'resource' || !rule.overrideActors)
            continue;
        for (const actor of rule.overrideActors(setting.prepared))
            if (actor.startsWith('@'))
                teams.add(actor.slice(1));
    }
    return [...teams].sort(compareStrings);
}
/**
 * The actor for a scan, with each team's membership asked through `isMember` (the adapter's API call).
 * A call that fails leaves that team unresolved, so it grants nothing and the report says why.
 */
async function resolveActor(login, teams, isMember) {
    const member = [];
    const unresolvedTeams = [];
    await Promise.all(teams.map(async (team) => {
        const [org = '', slug = ''] = team.split('/');
        try {
            if (await isMember(org, slug, login))
                member.push(team);
        }
        catch (e) {
            unresolvedTeams.push({ team, reason: e instanceof Error ? e.message : String(e) });
        }
    }));
    unresolvedTeams.sort((a, b) => compareStrings(a.team, b.team));
    return {
        login,
        teams: member.sort(compareStrings),
        ...(unresolvedTeams.length > 0 ? { unresolvedTeams } : {}),
    };
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/text/suggest.ts
var suggest = __webpack_require__(4185);
;// CONCATENATED MODULE: ./src/policy/directives.ts
// Suppressions written in manifests: the `admission-gate.dev/ignore` annotation on an object, and a
// `# admission-gate-ignore` comment on a line of its own, which covers exactly the line after it.
// Both read `rule[, rule...]: reason`.



const IGNORE_ANNOTATION = 'admission-gate.dev/ignore';
const COMMENT_MARK = 'admission-gate-ignore';
const COMMENT = /^#\s*admission-gate-ignore(\s.*)?$/su;
function fileDirectives(file, knownRules) {
    const comments = new Map();
    const annotations = new Map();
    const problems = [];
    const read = (kind, body, range, resource) => {
        const { directive, complaints } = parseDirective(kind, body, range, knownRules);
        if (complaints.length > 0) {
            const written = kind === 'annotation' ? `annotation ${IGNORE_ANNOTATION}` : `comment "${COMMENT_MARK}"`;
            problems.push({
                range,
                message: `${written} ${complaints.join('; ')}.`,
                ...(resource ? { resource } : {}),
            });
        }
        return directive;
    };
    for (const resource of file.resources) {
        const annotationsNode = (0,node/* asMap */.$H)((0,node/* child */.jf)((0,node/* child */.jf)(resource.root, 'metadata'), 'annotations'));
        const annotation = annotationsNode && (0,node/* entry */.f_)(annotationsNode, IGNORE_ANNOTATION);
        if (annotation?.value.kind !== 'scalar')
            continue;
        const range = rangeOf(file.lines, annotation.keyStart, annotation.value.end);
        const directive = read('annotation', annotation.value.text, range, resource);
        if (directive)
            annotations.set(resource, directive);
    }
    for (const comment of file.text.includes(COMMENT_MARK) ? commentsOf(file.text) : []) {
        const match = COMMENT.exec(comment.source);
        if (!match)
            continue;
        const range = rangeOf(file.lines, comment.offset, comment.offset + comment.source.length);
        if (!onOwnLine(file.text, comment.offset)) {
            problems.push({
                range,
                message: `comment "${COMMENT_MARK}" shares its line with YAML, so it covers nothing: put it on a line of its own, right above the line of the finding.`,
            });
            continue;
        }
        const directive = read('comment', match[1] ?? '', range);
        if (directive)
            comments.set(range.line + 1, directive);
    }
    return { comments, annotations, problems };
}
/** `probe-host, external-ip-cidr: reason`; unknown ids are dropped with a complaint, the rest applies. */
function parseDirective(kind, body, range, knownRules) {
    const colon = body.indexOf(':');
    const reason = colon < 0 ? '' : body.slice(colon + 1).trim();
    const named = (colon < 0 ? body : body.slice(0, colon))
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== '');
    const complaints = [];
    const rules = named.filter((id) => {
        if (id === '*' || knownRules.includes(id))
            return true;
        const suggestion = (0,suggest/* closest */.k)(id, knownRules);
        complaints.push(`names "${id}", which is not a rule${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`);
        return false;
    });
    if (named.length === 0)
        complaints.push('names no rule: write "<rule>[, <rule>...]: <reason>"');
    else if (reason === '')
        complaints.push('gives no reason: add one after a colon ("<rule>: <reason>") so reviewers know why');
    if (rules.length === 0)
        return { complaints };
    return { directive: { kind, rules, ...(reason ? { reason } : {}), range }, complaints };
}
// The YAML lexer knows what is a comment: `#` inside quotes or block scalars is text, not a directive.
// Its tokens come one at a time with no tree behind them, so any file costs linear time and no stack.
function commentsOf(text) {
    const out = [];
    let offset = 0;
    let atScalar = false;
    for (const lexeme of new dist/* Lexer */.JG().lex(text)) {
        // Control lexemes mark what follows and stand for no text of the source (a BOM does).
        if (lexeme === dist/* CST */.DB.SCALAR)
            atScalar = true;
        else if (lexeme === dist/* CST */.DB.DOCUMENT || lexeme === dist/* CST */.DB.FLOW_END)
            continue;
        else {
            if (!atScalar && dist/* CST */.DB.tokenType(lexeme) === 'comment')
                out.push({ offset, source: lexeme });
            atScalar = false;
            offset += lexeme.length;
        }
    }
    return out;
}
function onOwnLine(text, offset) {
    for (let at = offset - 1; at >= 0; at--) {
        const c = text.charAt(at);
        if (c === '\n' || c === '\r')
            return true;
        if (c !== ' ' && c !== '\t')
            return false;
    }
    return true;
}
function rangeOf(lines, start, end) {
    const from = lines.position(start);
    const to = lines.position(end);
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
}

// EXTERNAL MODULE: ./src/policy/exceptions.ts + 1 modules
var policy_exceptions = __webpack_require__(2079);
// EXTERNAL MODULE: ./src/policy/rules.ts
var rules = __webpack_require__(1821);
;// CONCATENATED MODULE: ./src/policy/stage.ts
// The policy stage, between the rules and the reporters, the same for every rule: suppressions
// (comment, annotation, config exception, in that order of precedence) and admin overrides, then
// findings about the exceptions themselves once every file is done (`closePolicy`).






function createPolicy(input) {
    const { config, actor } = input;
    const severity = new Map(input.active.map((a) => [a.rule.id, a.severity]));
    const exceptions = config.exceptions.map((exception) => ({
        exception,
        matches: (0,policy_exceptions/* exceptionMatcher */.Ip)(exception),
        live: !(0,policy_exceptions/* isExpired */._d)(exception, input.now),
        matched: 0,
    }));
    const overrideActors = new Map(input.active.flatMap(({ rule, options }) => rule.scope === 'resource' && rule.overrideActors
        ? [[rule.id, rule.overrideActors(options)]]
        : []));
    const exceptionSuppression = (finding, labels) => {
        const matched = exceptions.filter((e) => e.matches({ finding, labels }));
        for (const e of matched)
            e.matched += 1;
        const applied = matched.find((e) => e.live)?.exception;
        if (!applied || config.file === undefined)
            return undefined;
        return {
            kind: 'exception',
            reason: applied.reason,
            file: config.file,
            line: applied.range.line,
            exception: applied.index,
            ...(applied.expires !== undefined ? { expires: applied.expires } : {}),
        };
    };
    const override = (finding, notes) => {
        const actors = overrideActors.get(finding.rule);
        if (!actor || !actors || actors.length === 0)
            return finding;
        const decision = decideOverride(actors, actor);
        if (!decision.allowed) {
            if (decision.unresolved.length > 0) {
                notes.add(`${finding.rule} findings are not overridden: could not check whether ${actor.login} belongs to ${decision.unresolved.join(', ')}.`);
            }
            return finding;
        }
        const by = decision.team !== undefined ? `${actor.login} (member of ${decision.team})` : actor.login;
        return {
            ...finding,
            severity: 'notice',
            message: `${finding.message} Overridden by ${by}, one of the overrideActors of ${finding.rule}.`,
            overridden: {
                actor: actor.login,
                ...(decision.team !== undefined ? { team: decision.team } : {}),
                severity: finding.severity,
            },
        };
    };
    return {
        judge(file, findings) {
            const notes = new Set();
            const directives = fileDirectives(file, input.ruleIds);
            const subjectOf = subjects(file, input.isClusterScoped);
            const judged = findings.map((finding) => {
                const { resource, labels } = subjectOf(finding);
                const written = (directive) => directive && covers(directive, finding.rule)
                    ? {
                        kind: directive.kind,
                        ...(directive.reason !== undefined ? { reason: directive.reason } : {}),
                        file: file.path,
                        line: directive.range.line,
                    }
                    : undefined;
                // Exceptions are matched even when a comment or annotation already waives the finding, so
                // that such an exception does not count as unused.
                const byException = exceptionSuppression(finding, labels);
                const suppressed = written(directives.comments.get(finding.line)) ??
                    written(resource && directives.annotations.get(resource)) ??
                    byException;
                return suppressed ? { ...finding, suppressed } : override(finding, notes);
            });
            const level = severity.get(rules/* invalidSuppression */.R3.id);
            if (level !== undefined) {
                for (const problem of directives.problems) {
                    judged.push({
                        rule: rules/* invalidSuppression */.R3.id,
                        severity: level,
                        file: file.path,
                        ...problem.range,
                        path: problem.resource ? `metadata.annotations.${IGNORE_ANNOTATION}` : '',
                        message: problem.message,
                        ...(problem.resource
                            ? {
                                resource: (0,resource/* resourceId */.a)(problem.resource, input.isClusterScoped(problem.resource.group, problem.resource.kind)),
                            }
                            : {}),
                    });
                }
            }
            return { findings: judged, notes: [...notes] };
        },
        ledger() {
            const expiredSeverity = severity.get(rules/* expiredException */.Br.id);
            const unusedSeverity = severity.get(rules/* unusedException */.CW.id);
            return {
                ...(config.file !== undefined ? { file: config.file } : {}),
                fullScan: input.fullScan,
                ...(expiredSeverity ? { expiredSeverity } : {}),
                ...(unusedSeverity ? { unusedSeverity } : {}),
                exceptions: exceptions.map(({ exception, live, matched }) => ({
                    index: exception.index,
                    range: exception.range,
                    rules: exception.rules,
                    ...(exception.expires !== undefined ? { expires: exception.expires } : {}),
                    expired: !live,
                    matched,
                })),
            };
        },
    };
}
/** The ledgers of the threads that judged files, or of the shards of a scan, as one: their counts add up. */
function sumLedgers(ledgers) {
    const [first, ...rest] = ledgers;
    if (!first)
        throw new Error('no ledger to sum');
    return {
        ...first,
        exceptions: first.exceptions.map((e) => ({
            ...e,
            matched: rest.reduce((sum, l) => sum + (l.exceptions[e.index]?.matched ?? 0), e.matched),
        })),
    };
}
/** Expired and unused exceptions, once every file is judged. */
function closePolicy(ledger) {
    const file = ledger.file;
    if (file === undefined)
        return [];
    const finding = (rule, severity, e, message) => ({
        rule,
        severity,
        file,
        ...e.range,
        path: `exceptions[${e.index}]`,
        message,
    });
    return ledger.exceptions.flatMap((e) => {
        const { matched } = e;
        const name = `exceptions[${e.index}] (${e.rules.join(', ')})`;
        if (e.expired) {
            if (!ledger.expiredSeverity)
                return [];
            return [
                finding(rules/* expiredException */.Br.id, ledger.expiredSeverity, e, `${name} expired on ${e.expires ?? ''} and no longer applies` +
                    (matched > 0
                        ? `: ${plural(matched, 'finding')} it would waive ${matched === 1 ? 'counts' : 'count'} again`
                        : '') +
                    '. Fix what it waived, or review it and set a new expiry date.'),
            ];
        }
        if (!ledger.fullScan || matched > 0 || !ledger.unusedSeverity)
            return [];
        return [
            finding(rules/* unusedException */.CW.id, ledger.unusedSeverity, e, `${name} matched no finding in a scan of the whole repository: remove it if the problem is fixed, or correct its selectors.`),
        ];
    });
}
/** The object a finding is about, found by identity (position only tells same-named twins apart). */
function subjects(file, isClusterScoped) {
    const ids = new Map(file.resources.map((r) => [r, (0,resource/* resourceId */.a)(r, isClusterScoped(r.group, r.kind))]));
    return (finding) => {
        const wanted = finding.resource;
        if (!wanted)
            return { labels: undefined };
        const candidates = file.resources.filter((r) => sameId(ids.get(r), wanted));
        const resource = candidates.length > 1 ? candidates.find((r) => contains(file, r, finding)) : candidates[0];
        return resource ? { resource, labels: labelsOf(resource) } : { labels: undefined };
    };
}
function sameId(a, b) {
    return (a !== undefined &&
        a.apiVersion === b.apiVersion &&
        a.kind === b.kind &&
        a.namespace === b.namespace &&
        a.name === b.name);
}
function contains(file, resource, finding) {
    const start = file.lines.position(resource.root.start);
    const end = file.lines.position(resource.root.end);
    const after = (a, b) => a.line > b.line || (a.line === b.line && a.column >= b.column);
    return after(finding, start) && after(end, finding);
}
function labelsOf(resource) {
    const labels = (0,node/* asMap */.$H)((0,node/* child */.jf)((0,node/* child */.jf)(resource.root, 'metadata'), 'labels'));
    return new Map((labels?.entries ?? []).flatMap((e) => e.value.kind === 'scalar' ? [[e.key, e.value.text]] : []));
}
function covers(directive, rule) {
    return directive.rules.includes('*') || directive.rules.includes(rule);
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}


/***/ }),

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   nl: () => (/* binding */ inertJson),
/* harmony export */   wq: () => (/* binding */ printableLineStart)
/* harmony export */ });
// Reports quote the repository under review (file names, values, YAML errors) and are often printed to a
// CI log, where a line starting with `::` or holding `##[` anywhere is a workflow command to the GitHub
// runner (`::add-mask::`, `##[stop-commands]`), and a terminal obeys escape sequences. Text from the
// repository is made inert where it lands, and shown rather than dropped.
// C0 and C1 controls (a tab stays), DEL, line and paragraph separators, and the bidirectional controls
// that make text display in another order than it reads (Trojan Source, CVE-2021-42574).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const hex = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
/**
 * Text for a line of plain output: unprintable characters as `\uXXXX` (the escapes JSON strings use,
 * which messages quoting values already show), and `##[` with its second `#` escaped so.
 */
function printable(text) {
    return text.replace(UNPRINTABLE, hex).replaceAll('##[', '#\\u0023[');
}
/** `printable`, for the start of a line: a leading `::` (white space before it is ignored) loses its first `:`. */
function printableLineStart(text) {
    return printable(text).replace(/^(\s*):(?=:)/, '$1\\u003a');
}
/** JSON text that a log shows as it is: `##[` inside strings becomes `#\u0023[`, which JSON reads back. */
function inertJson(json) {
    return json.replaceAll('##[', '#\\u0023[');
}


/***/ }),

/***/ 2794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aV: () => (/* binding */ shardSection),
/* harmony export */   kw: () => (/* binding */ jsonReportPieces)
/* harmony export */ });
/* unused harmony exports toJsonReport, formatJson */
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(311);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);
// The JSON report: the contract the Action, SARIF and other tools build on. Version 1 only grows.


/** The shard section of a shard's scan: its exception counts and its rules' failures. */
function shardSection(shard, result, ledger) {
    return { index: shard.index, count: shard.count, ledger, internalErrors: result.internalErrors };
}
function toJsonReport(result, shard) {
    return {
        version: 1,
        tool: { name: _version_js__WEBPACK_IMPORTED_MODULE_0__/* .TOOL_NAME */ .l, version: _version_js__WEBPACK_IMPORTED_MODULE_0__/* .TOOL_VERSION */ .w },
        kubernetesVersion: result.kubernetesVersion,
        findings: result.findings,
        skipped: result.skipped,
        notes: result.notes,
        summary: result.summary,
        ...(shard ? { shard } : {}),
    };
}
function formatJson(result, shard) {
    return [...jsonReportPieces(result, shard)].join('');
}
/**
 * The report's text in pieces, one finding (or skipped file, or note) at a time, exactly as
 * `JSON.stringify(report, null, 2)` lays it out: a report of many findings is written without ever being
 * one string (and one buffer) as big as the file.
 */
function* jsonReportPieces(result, shard) {
    const entries = Object.entries(toJsonReport(result, shard));
    yield '{\n';
    for (const [index, [key, value]] of entries.entries()) {
        const end = index === entries.length - 1 ? '\n' : ',\n';
        if (Array.isArray(value) && value.length > 0) {
            yield `  ${JSON.stringify(key)}: [\n`;
            for (const [i, item] of value.entries()) {
                yield `    ${indented(item, '    ')}${i === value.length - 1 ? '\n' : ',\n'}`;
            }
            yield `  ]${end}`;
        }
        else
            yield `  ${JSON.stringify(key)}: ${indented(value, '  ')}${end}`;
    }
    yield '}\n';
}
// JSON escapes line breaks inside strings: every one left is layout. Each piece holds whole strings, so
// making them inert piece by piece misses nothing.
function indented(value, indent) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inertJson */ .nl)(JSON.stringify(value, null, 2)).replaceAll('\n', `\n${indent}`);
}


/***/ })

};

//# sourceMappingURL=398.index.js.map
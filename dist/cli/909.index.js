(function (importMeta) { "use strict"; return { id: 909,
ids: [909],
modules: {

/***/ 9210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ deliverFailure),
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
// EXTERNAL MODULE: ./src/rules/registry.ts + 48 modules
var registry = __webpack_require__(5928);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/rules/types.ts
var types = __webpack_require__(3182);
;// CONCATENATED MODULE: ./src/report/budget.ts
// Fitting a report into a byte budget (65,535 for a check run's summary, 1 MiB for a job summary) so that
// everything that names what was found stays: the head and each section's heading always do, and the
// sections share the rest, rows cut from the end of each, never a whole section.
// Room for each section's line about what was left out; a section's line is far shorter.
const OMITTED_RESERVE = 600;
/**
 * The head, then each section: its heading, as many of its units as its share allows, and a line saying
 * how many were left out. Every section gets an equal share of what the head and headings leave; a
 * section that needs less gives the rest back to the others, so a long one never crowds out the ones
 * after it. `closing` ends the text when even the headings do not fit (thousands of sections).
 */
function budget_fitSections(head, sections, maxBytes, closing) {
    const fixed = size(head) + sections.reduce((total, s) => total + size(s.heading) + OMITTED_RESERVE, 0);
    const kept = new Map();
    let remaining = maxBytes - fixed;
    const measured = sections.map((section) => ({ section, unitSizes: section.units.map(size) }));
    const total = (sizes) => sizes.reduce((sum, n) => sum + n, 0);
    measured.sort((a, b) => total(a.unitSizes) - total(b.unitSizes));
    for (const [i, { section, unitSizes }] of measured.entries()) {
        const share = Math.max(0, Math.floor(remaining / (measured.length - i)));
        let used = 0;
        let count = 0;
        for (const unitSize of unitSizes) {
            if (used + unitSize > share)
                break;
            used += unitSize;
            count++;
        }
        kept.set(section, count);
        remaining -= used;
    }
    const lines = [...head];
    for (const section of sections) {
        const count = kept.get(section) ?? 0;
        lines.push(...section.heading, ...section.units.slice(0, count).flat());
        if (count < section.units.length)
            lines.push('', section.omitted(section.units.length - count));
        lines.push('');
    }
    return capped(lines, maxBytes, closing);
}
/** The lines as text, stopping before `maxBytes` with a closing line when they do not fit. */
function capped(lines, maxBytes, closing) {
    let text = '';
    let bytes = 0;
    for (const [i, line] of lines.entries()) {
        const lineBytes = Buffer.byteLength(line, 'utf8') + 1;
        if (bytes + lineBytes > maxBytes - OMITTED_RESERVE) {
            return `${text}\n${closing(lines.length - i)}\n`;
        }
        text += `${line}\n`;
        bytes += lineBytes;
    }
    return text;
}
function size(lines) {
    return lines.reduce((total, line) => total + Buffer.byteLength(line, 'utf8') + 1, 0);
}

;// CONCATENATED MODULE: ./src/report/finding-text.ts
// How every report names a finding's object and, for findings on rendered output, the render: the root,
// the tool and the rendered object's path, since the finding's own file and line are a source line.
/** `Service default/web`: the object as `kubectl get` names it. */
function formatResourceId(id) {
    return `${id.kind} ${id.namespace !== undefined ? `${id.namespace}/` : ''}${id.name}`;
}
/**
 * `rendered by kustomize from overlays/prod: Deployment prod/web, spec.replicas`, and for Helm the
 * release and the template line; undefined for findings on files as written. Without the object where a
 * report shows it apart. Plain text: each format escapes it as it escapes the message.
 */
function describeRendered(f, withObject = true) {
    const r = f.rendered;
    if (!r)
        return undefined;
    const release = r.release !== undefined ? ` (release ${r.release})` : '';
    const object = withObject && f.resource ? `: ${formatResourceId(f.resource)}${f.path !== '' ? `, ${f.path}` : ''}` : '';
    const template = r.template ? `; template ${r.template.file}:${r.template.line}` : '';
    return `rendered by ${r.tool} from ${r.root}${release}${object}${template}`;
}

// EXTERNAL MODULE: ./src/text/plural.ts
var text_plural = __webpack_require__(573);
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
        const rendered = describeRendered(f);
        const message = (0,report_escape/* printable */.g$)(f.message) + (rendered !== undefined ? paint('dim', ` [${(0,report_escape/* printable */.g$)(rendered)}]`) : '');
        lines.push(f.suppressed
            ? `${where}  ${paint('dim', `suppressed  ${f.rule}  ${message} [${f.severity}, ${waiver(f.suppressed, display)}]`)}`
            : `${where}  ${paint(SEVERITY_COLOR[f.severity], f.severity)}  ${paint('dim', f.rule)}  ${message}`);
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
        (0,text_plural/* plural */.L)(summary.error, 'error'),
        (0,text_plural/* plural */.L)(summary.warning, 'warning'),
        (0,text_plural/* plural */.L)(summary.notice, 'notice'),
    ].join(', ');
    const skippedFiles = new Set(result.skipped.filter((s) => s.document === undefined).map((s) => s.file))
        .size;
    const suppressed = summary.suppressed > 0 ? `, ${summary.suppressed} suppressed` : '';
    const withFindings = new Set(result.findings.filter((f) => !f.suppressed).map((f) => f.file)).size;
    return (`${(0,text_plural/* plural */.L)(total, 'finding')} (${counts})${suppressed} in ${(0,text_plural/* plural */.L)(withFindings, 'file')} ` +
        `(${(0,text_plural/* plural */.L)(summary.files, 'file')} scanned), ` +
        `${(0,text_plural/* plural */.L)(summary.resources, 'resource')} checked, ${(0,text_plural/* plural */.L)(skippedFiles, 'file')} skipped; ` +
        `kubernetesVersion ${result.kubernetesVersion}`);
}
/** `waived by exceptions[0] (.admission-gate.yaml:4): legacy health check` */
function waiver(s, display = (file) => file) {
    const how = s.exception !== undefined ? `exceptions[${s.exception}]` : s.kind;
    const reason = s.reason !== undefined ? `: ${(0,report_escape/* printable */.g$)(s.reason)}` : '';
    return `waived by ${how} (${(0,report_escape/* printable */.g$)(display(s.file))}:${s.line})${reason}`;
}

;// CONCATENATED MODULE: ./src/report/markdown.ts
// The markdown summary of a scan, for a check run's summary and a job summary: the verdict, a tally table
// with a row per rule, then a section per rule, the skipped files and why, and the notes. Both places cap
// their size (./budget.ts): rows are cut, never a rule, and each cut says how many rows were left out and
// where they are. Manifest-derived text is escaped where it lands.








const TOOL_TITLE = 'Admission Gate';
/** What a GitHub Actions job summary (GITHUB_STEP_SUMMARY) holds at most. */
const JOB_SUMMARY_MAX_BYTES = 1024 * 1024;
/**
 * Inline markdown that renders as the text it was given: no markup, HTML, mentions or math, no line
 * break (the text may sit in a table cell), and control and bidi characters as `\uXXXX`.
 */
function escapeMarkdown(text) {
    return (0,report_escape/* escapeControls */.UN)(text.replace(/\r\n|\r|\n/g, ' '))
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
    const parts = model/* SEVERITIES */.oC.filter((s) => summary[s] > 0).map((s) => (0,text_plural/* plural */.L)(summary[s], s));
    if (summary.suppressed > 0)
        parts.push(`${summary.suppressed} suppressed`);
    return parts.length > 0 ? parts.join(', ') : 'no findings';
}
function gateFails(result, failOn) {
    return result.findings.some((f) => (0,model/* failsGate */.FW)(f, failOn));
}
function formatMarkdown(result, options) {
    const verdict = options.failed === true || gateFails(result, options.failOn) ? 'failed' : 'passed';
    const { summary } = result;
    const head = [
        `## ${TOOL_TITLE} ${verdict}: ${formatTally(summary)}`,
        '',
        `${(0,text_plural/* plural */.L)(summary.files, 'file')} scanned, ${(0,text_plural/* plural */.L)(summary.resources, 'resource')} checked, ` +
            `kubernetesVersion ${escapeMarkdown(result.kubernetesVersion)}, fail-on ${options.failOn}.`,
        '',
    ];
    if (summary.files === 0) {
        head.push('> [!WARNING]', '> **No file was scanned**: nothing matched the paths and include/exclude globs, so nothing was judged.', '');
    }
    for (const note of options.notes ?? [])
        head.push(`> ${escapeMarkdown(note)}`, '');
    const groups = byRule(result.findings);
    if (groups.size > 0)
        head.push(...tallyTable(groups), '');
    const fullReport = options.fullReport ?? 'every finding is in the JSON report';
    const sections = [...groups].map(([rule, findings]) => ruleSection(rule, findings, options, fullReport));
    if (result.skipped.length > 0)
        sections.push(skippedSection(result, options, fullReport));
    if (result.notes.length > 0) {
        sections.push({
            heading: ['### Notes', ''],
            units: result.notes.map((note) => [`- ${escapeMarkdown(note)}`]),
            omitted: (left) => `_${(0,text_plural/* plural */.L)(left, 'more note')} left out here; ${fullReport}._`,
        });
    }
    return budget_fitSections(head, sections, options.maxBytes, (left) => `_${TOOL_TITLE}: ${(0,text_plural/* plural */.L)(left, 'line')} left out here; ${fullReport}._`);
}
/** One row per rule, before any finding: what was found at a glance, whatever is left out below. */
function tallyTable(groups) {
    const rows = [...groups].map(([rule, findings]) => {
        const meta = (0,registry/* findRule */.I)(rule);
        const counts = (0,model/* tally */.N4)(findings);
        const severities = [
            ...model/* SEVERITIES */.oC.filter((s) => counts[s] > 0).map((s) => `${counts[s]} ${s}`),
            ...(counts.suppressed > 0 ? [`${counts.suppressed} suppressed`] : []),
        ].join(', ');
        return `| ${ruleLink(rule)} | ${findings.length} | ${severities} | ${meta ? escapeMarkdown(meta.title) : ''} |`;
    });
    return ['| Rule | Findings | Severity | What it checks |', '| --- | --: | --- | --- |', ...rows];
}
/**
 * A rule's findings. Messages say what is wrong, then after a colon why it matters and how to fix it;
 * that explanation is the same for many findings, so each one shared by several is said once, above a
 * table of what differs, and only findings with an explanation of their own carry it in their row.
 */
function ruleSection(rule, findings, options, fullReport) {
    const meta = (0,registry/* findRule */.I)(rule);
    const title = meta ? ` (${escapeMarkdown(meta.title)})` : '';
    const explained = new Map();
    const ownRows = [];
    const explanationOf = (f) => splitMessage(f.message).explanation;
    const shared = new Map();
    for (const f of findings) {
        const explanation = explanationOf(f);
        if (explanation !== undefined)
            shared.set(explanation, (shared.get(explanation) ?? 0) + 1);
    }
    for (const f of findings) {
        const explanation = explanationOf(f);
        if (explanation !== undefined && (shared.get(explanation) ?? 0) > 1) {
            const group = explained.get(explanation);
            if (group)
                group.push(f);
            else
                explained.set(explanation, [f]);
        }
        else
            ownRows.push(f);
    }
    const units = [];
    const table = (rows, intro, short) => {
        rows.forEach((f, i) => {
            const row = findingRow(f, options, short);
            units.push(i === 0 ? [...(units.length > 0 ? [''] : []), ...intro, ...TABLE_HEAD, row] : [row]);
        });
    };
    for (const [explanation, rows] of explained) {
        table(rows, [`**Why, and how to fix:** ${escapeMarkdown(explanation)}`, ''], true);
    }
    table(ownRows, [], false);
    return {
        heading: [`### ${ruleLink(rule)}${title}: ${(0,text_plural/* plural */.L)(findings.length, 'finding')}`, ''],
        units,
        omitted: (left) => `_${(0,text_plural/* plural */.L)(left, `more ${rule} finding`)} not shown here, to stay within GitHub's size limit; ${fullReport}._`,
    };
}
const TABLE_HEAD = ['| Severity | Location | Object | Path | Finding |', '| --- | --- | --- | --- | --- |'];
function skippedSection(result, options, fullReport) {
    return {
        heading: [`### Skipped (${result.skipped.length})`, '', '| File | Reason |', '| --- | --- |'],
        units: result.skipped.map((s) => {
            const where = s.document !== undefined ? ` (document ${s.document + 1})` : '';
            return [
                `| ${markdownLink(s.file, options.fileUrl?.(s.file, s.line))}${where} | ${escapeMarkdown(s.reason)} |`,
            ];
        }),
        omitted: (left) => `_${(0,text_plural/* plural */.L)(left, 'more skipped file')} not shown here; ${fullReport}._`,
    };
}
/** For a config file that does not validate: nothing was scanned, each problem with its position. */
function formatConfigIssuesMarkdown(issues, maxBytes) {
    const problems = {
        heading: [],
        units: issues.map((i) => [
            `- ${escapeMarkdown(`${i.file}:${i.line}:${i.column}`)}: ${escapeMarkdown(i.message)}`,
        ]),
        omitted: (left) => `_${plural(left, 'more problem')} left out._`,
    };
    return fitSections([`## ${TOOL_TITLE} failed: invalid config`, '', 'Nothing was scanned. Fix the config file:', ''], [problems], maxBytes, (left) => `_${plural(left, 'more line')} left out._`);
}
/** What a message says is wrong, and the explanation after its first colon, when it has a long one. */
function splitMessage(message) {
    const colon = message.indexOf(': ');
    const explanation = colon > 0 ? message.slice(colon + 2) : '';
    return explanation.length >= MIN_EXPLANATION
        ? { what: message.slice(0, colon), explanation }
        : { what: message };
}
// Shorter than this, an explanation is cheaper to repeat than to set apart.
const MIN_EXPLANATION = 40;
function ruleLink(rule) {
    return `[${escapeMarkdown(rule)}](${(0,types/* docsUrl */.fs)(rule)})`;
}

/** A finding as a table row; `short`: its message without the explanation said above the table. */
function findingRow(f, options, short) {
    const rendered = describeRendered(f, false);
    const location = markdownLink(`${f.file}:${f.line}`, options.fileUrl?.(f.file, f.line)) +
        (rendered !== undefined ? ` (${escapeMarkdown(rendered)})` : '');
    const object = f.resource ? formatResourceId(f.resource) : '';
    const severity = f.suppressed ? `suppressed ${f.severity}` : f.severity;
    const text = short ? splitMessage(f.message).what : f.message;
    const message = f.suppressed ? `${text} (${waiver(f.suppressed)})` : text;
    return `| ${severity} | ${location} | ${escapeMarkdown(object)} | ${escapeMarkdown(f.path)} | ${escapeMarkdown(message)} |`;
}
/** Findings by rule, the rules in the registry's order (unknown ones last, by id). */
function byRule(findings) {
    const groups = new Map();
    for (const f of findings) {
        const group = groups.get(f.rule);
        if (group)
            group.push(f);
        else
            groups.set(f.rule, [f]);
    }
    const order = (rule) => {
        const index = registry/* RULES */.y.findIndex((r) => r.id === rule);
        return index === -1 ? registry/* RULES */.y.length : index;
    };
    return new Map([...groups].sort(([a], [b]) => order(a) - order(b) || (0,model/* compareStrings */.Kt)(a, b)));
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
        ...(f.rendered
            ? { renderedBy: f.rendered.tool, renderRoot: f.rendered.root, renderSource: f.rendered.source }
            : {}),
        ...(f.rendered?.release !== undefined ? { renderRelease: f.rendered.release } : {}),
        ...(f.rendered?.template ? { template: `${f.rendered.template.file}:${f.rendered.template.line}` } : {}),
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
// one run, every known rule as a reportingDescriptor (security rules with a security-severity), each
// finding as a result located relative to %SRCROOT% (the repository root, wherever in it the scan root
// is), with a fingerprint that survives lines moving; within code scanning's limits, never a file it
// rejects.







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
/** GitHub code scanning rejects a run with more results than this. */
const MAX_SARIF_RESULTS = 25_000;
function toSarif(result, rules, options = {}) {
    const ruleIndex = new Map(rules.map((rule, i) => [rule.id, i]));
    const repositoryPath = options.repositoryPath ?? '';
    const uri = uriIn(repositoryPath);
    // The file as the repository names it, so that alerts keep their identity whatever folder is scanned.
    const fingerprint = fingerprinter((file) => inRepository(repositoryPath, file));
    const fingerprints = new Map(result.findings.map((f) => [f, fingerprint(f)]));
    const kept = withinLimit(result.findings);
    const leftOut = result.findings.length - kept.length;
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                ...runHead(rules, options),
                columnKind: 'utf16CodeUnits',
                results: kept.map((f) => sarif_toResult(f, ruleIndex.get(f.rule), fingerprints.get(f) ?? '', uri)),
                invocations: [invocation(result, uri, leftOut)],
                properties: {
                    kubernetesVersion: result.kubernetesVersion,
                    summary: result.summary,
                    ...(leftOut > 0 ? { resultsLeftOut: leftOut } : {}),
                },
            },
        ],
    };
}
function formatSarif(result, rules, options = {}) {
    return (0,report_escape/* inertJson */.nl)(JSON.stringify(toSarif(result, rules, options), null, 2)) + '\n';
}
/** How many findings a SARIF file leaves out to stay within code scanning's limit. */
function sarifResultsLeftOut(result) {
    return Math.max(0, result.findings.length - MAX_SARIF_RESULTS);
}
/**
 * The SARIF of a run that judged nothing (an invalid config, bad inputs): no results, and an unsuccessful
 * invocation saying why. Code scanning records such a file as an unsuccessful analysis and leaves the
 * alerts of earlier runs as they are, where a file with no results would close them all.
 */
function failedSarif(problems, rules, options) {
    const uri = uriIn(options.repositoryPath ?? '');
    const notifications = problems.map((p) => ({
        level: 'error',
        message: { text: plainMessage(p.message) },
        ...(p.file !== undefined
            ? {
                locations: [
                    {
                        physicalLocation: {
                            artifactLocation: uri(p.file),
                            ...(p.line !== undefined
                                ? {
                                    region: {
                                        startLine: p.line,
                                        ...(p.column !== undefined ? { startColumn: p.column } : {}),
                                    },
                                }
                                : {}),
                        },
                    },
                ],
            }
            : {}),
    }));
    const log = {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                ...runHead(rules, options),
                results: [],
                invocations: [
                    {
                        executionSuccessful: false,
                        ...(options.configuration
                            ? { toolConfigurationNotifications: notifications }
                            : { toolExecutionNotifications: notifications }),
                    },
                ],
            },
        ],
    };
    return (0,report_escape/* inertJson */.nl)(JSON.stringify(log, null, 2)) + '\n';
}
/** What every run says first: the tool with every rule, and the run's category when it has one. */
function runHead(rules, options) {
    return {
        tool: {
            driver: {
                name: version/* TOOL_NAME */.l,
                version: version/* TOOL_VERSION */.w,
                semanticVersion: version/* TOOL_VERSION */.w,
                informationUri: INFORMATION_URI,
                rules: rules.map(descriptor),
            },
        },
        ...(options.category !== undefined ? { automationDetails: { id: options.category } } : {}),
    };
}
/**
 * The findings a SARIF file holds: all of them up to code scanning's limit, else the most severe (those
 * that count before suppressed ones, then errors, warnings, notices), in the report's order.
 */
function withinLimit(findings) {
    if (findings.length <= MAX_SARIF_RESULTS)
        return findings;
    const rank = (f) => (f.suppressed ? 0 : model/* SEVERITY_RANK */.f3[f.severity]);
    const chosen = new Set(findings
        .map((f, i) => ({ f, i }))
        .sort((a, b) => rank(b.f) - rank(a.f) || a.i - b.i)
        .slice(0, MAX_SARIF_RESULTS)
        .map(({ f }) => f));
    return findings.filter((f) => chosen.has(f));
}
function descriptor(rule) {
    const docs = (0,types/* docsUrl */.fs)(rule.id);
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
            tags: rule.securitySeverity
                ? ['security', 'kubernetes', 'admission-control']
                : ['correctness', 'kubernetes', 'admission-control'],
            ...(rule.securitySeverity ? { 'security-severity': SECURITY_SEVERITY[rule.securitySeverity] } : {}),
            minKubernetesVersion: (0,kube_version/* formatKubernetesVersion */.YC)(rule.minKubernetesVersion),
        },
    };
}
function sarif_toResult(f, ruleIndex, fingerprint, uri) {
    return {
        ruleId: f.rule,
        ...(ruleIndex !== undefined ? { ruleIndex } : {}),
        level: LEVEL[f.severity],
        message: { text: plainMessage(f.message) },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: uri(f.file),
                    region: { startLine: f.line, startColumn: f.column, endLine: f.endLine, endColumn: f.endColumn },
                },
            },
        ],
        partialFingerprints: { [FINGERPRINT_KEY]: fingerprint },
        ...(f.rendered?.template
            ? {
                relatedLocations: [
                    {
                        id: 1,
                        message: { text: 'the template line that holds the key' },
                        physicalLocation: {
                            artifactLocation: uri(f.rendered.template.file),
                            region: { startLine: f.rendered.template.line, startColumn: f.rendered.template.column },
                        },
                    },
                ],
            }
            : {}),
        ...(f.suppressed ? { suppressions: [suppression(f.suppressed, uri)] } : {}),
        properties: {
            ...(f.path !== '' ? { path: f.path } : {}),
            ...(f.resource ? { resource: f.resource } : {}),
            ...(f.value !== undefined ? { value: f.value } : {}),
            ...(f.container ? { container: f.container } : {}),
            ...(f.control !== undefined ? { control: f.control } : {}),
            ...(f.overridden ? { overridden: f.overridden } : {}),
            ...(f.rendered ? { rendered: f.rendered } : {}),
        },
    };
}
/** Exceptions live outside the manifest (`external`); annotations and comments inside it (`inSource`). */
function suppression(s, uri) {
    return {
        kind: s.kind === 'exception' ? 'external' : 'inSource',
        status: 'accepted',
        ...(s.reason !== undefined ? { justification: s.reason } : {}),
        location: { physicalLocation: { artifactLocation: uri(s.file), region: { startLine: s.line } } },
        properties: {
            source: s.kind,
            ...(s.exception !== undefined ? { exception: s.exception } : {}),
            ...(s.expires !== undefined ? { expires: s.expires } : {}),
        },
    };
}
function invocation(result, uri, leftOut) {
    return {
        executionSuccessful: result.internalErrors.length === 0,
        toolExecutionNotifications: [
            ...(leftOut > 0
                ? [
                    {
                        level: 'warning',
                        message: {
                            text: `${result.findings.length} findings, but code scanning accepts at most ${MAX_SARIF_RESULTS} results per run: the ${leftOut} least severe (suppressed first, then notices and warnings) are left out of this file. Every finding is in the JSON report (--format json).`,
                        },
                    },
                ]
                : []),
            ...result.notes.map((text) => ({ level: 'note', message: { text: plainMessage(text) } })),
            ...result.skipped.map((s) => ({
                level: 'note',
                message: { text: plainMessage(`skipped: ${s.reason}`) },
                locations: [
                    {
                        physicalLocation: {
                            artifactLocation: uri(s.file),
                            ...(s.line !== undefined ? { region: { startLine: s.line } } : {}),
                        },
                    },
                ],
            })),
        ],
    };
}
/**
 * SARIF viewers turn `[text](target)` in a plain text message into a link (SARIF \u00a73.11.6); a message
 * quoting the repository must not carry one, so a `](` is written with the bracket escaped.
 */
function plainMessage(text) {
    return text.replaceAll('](', '\\](');
}
/** Artifact locations for files named relative to the scan root, at `repositoryPath` in the repository. */
function uriIn(repositoryPath) {
    return (file) => ({
        uri: inRepository(repositoryPath, file).split('/').map(encodeURIComponent).join('/'),
        uriBaseId: SRCROOT,
    });
}
/** A file named relative to the scan root, named relative to the repository root. */
function inRepository(repositoryPath, file) {
    return [...repositoryPath.split('/').filter((segment) => segment !== ''), file].join('/');
}
/** The numbers trivy and KICS give code scanning for each band (GitHub: 9.0+ critical, 7.0 high, 4.0 medium). */
const SECURITY_SEVERITY = {
    critical: '9.5',
    high: '8.0',
    medium: '5.5',
    low: '2.0',
};
/**
 * What a finding is, not where: rule, file, object (group, kind, namespace, name), path and value,
 * or the message for findings about no object; a counter tells identical findings in a file apart.
 */
function fingerprinter(inRepository) {
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
        // Two roots rendering one source line into same-named objects are two findings.
        const identity = [
            f.rule,
            inRepository(f.file),
            ...(f.rendered ? [f.rendered.root, f.rendered.release ?? ''] : []),
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
// GitHub Actions workflow commands (`::error file=\u2026::message`): the runner turns them into annotations,
// so any workflow gets findings on the changed lines without a token that can write. Everything in a
// command comes from the repository under review and is escaped, or a manifest could inject commands.


const workflow_commands_LEVEL = { error: 'error', warning: 'warning', notice: 'notice' };
/**
 * Message text: `%`, CR and LF would end or rewrite the command; control and bidi characters, which the
 * log and the annotation would show raw, as `\uXXXX`.
 */
function escapeData(text) {
    return (0,report_escape/* escapeControls */.UN)(text).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
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
    const rendered = describeRendered(f);
    return command(workflow_commands_LEVEL[f.severity], { file, line: f.line, endLine: f.endLine, ...columns, title: `admission-gate ${f.rule}` }, rendered !== undefined ? `${f.message} [${rendered}]` : f.message);
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

// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var args = __webpack_require__(9679);
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
    const empty = result.summary.files === 0;
    if (empty) {
        io.stderr.write(`admission-gate: ${args.failOnEmpty ? 'error' : 'warning'}: no file was scanned: ${delivery.emptyHint}.${args.failOnEmpty ? '' : ' (--fail-on-empty makes this fail the gate.)'}\n`);
    }
    if (result.internalErrors.length > 0)
        return cli_io/* EXIT */.d.error;
    const fails = result.findings.some((f) => (0,model/* failsGate */.FW)(f, args.failOn)) || (empty && args.failOnEmpty);
    return fails ? cli_io/* EXIT */.d.findings : cli_io/* EXIT */.d.ok;
}
/**
 * Colours for the text report: `--color`/`--no-color` first; a report written to --output has none;
 * else Node.js's conventions (FORCE_COLOR wins, then NODE_DISABLE_COLORS and TERM=dumb turn colours
 * off) with no-color.org's NO_COLOR (set and not empty), and otherwise colours only on a terminal.
 */
function useColor(args, io) {
    if (args.color !== undefined)
        return args.color;
    if (args.output !== undefined)
        return false;
    const { env } = io;
    if (env.FORCE_COLOR !== undefined)
        return FORCE_COLOR_ON.has(env.FORCE_COLOR);
    if ((env.NO_COLOR ?? '') !== '' || env.NODE_DISABLE_COLORS !== undefined || env.TERM === 'dumb') {
        return false;
    }
    return io.stdout.isTTY === true;
}
// As Node.js reads FORCE_COLOR: these turn colours on (at some depth); any other value turns them off.
const FORCE_COLOR_ON = new Set(['', '1', '2', '3', 'true']);
/** The report's text, in pieces when it can be big. */
function render(result, args, io, delivery) {
    switch (args.format) {
        case 'json':
            return (0,json/* jsonReportPieces */.kw)(result, {
                ...(delivery.shard ? { shard: delivery.shard } : {}),
                ...(delivery.repositoryPath !== undefined ? { repositoryPath: delivery.repositoryPath } : {}),
            });
        case 'sarif': {
            const leftOut = sarifResultsLeftOut(result);
            if (leftOut > 0) {
                io.stderr.write(`admission-gate: warning: code scanning accepts at most ${MAX_SARIF_RESULTS} results per run: the SARIF report leaves out the ${leftOut} least severe findings (every finding is in --format json).\n`);
            }
            return [formatSarif(result, registry/* RULES */.y, sarifOptions(delivery))];
        }
        case 'policy-report':
            return [formatPolicyReport(result)];
        case 'markdown':
            return [formatMarkdown(result, { maxBytes: JOB_SUMMARY_MAX_BYTES, failOn: args.failOn })];
        case 'github':
            return [formatWorkflowCommands(result, { displayPath: delivery.displayPath })];
        case 'text':
            return [formatText(result, { color: useColor(args, io), displayPath: delivery.displayPath })];
    }
}
function sarifOptions(delivery) {
    return {
        ...(delivery.repositoryPath !== undefined ? { repositoryPath: delivery.repositoryPath } : {}),
        ...(delivery.category !== undefined ? { category: delivery.category } : {}),
    };
}
/**
 * When a run fails before it has a report (an invalid config, reports merge refuses) and the report is
 * SARIF, a SARIF file that says so is written all the same: a workflow's upload step finds its file,
 * and code scanning records an unsuccessful analysis instead of closing every alert.
 */
function deliverFailure(args, io, problems, context) {
    if (args.format !== 'sarif')
        return;
    const report = failedSarif(problems, registry/* RULES */.y, {
        ...sarifOptions(context),
        configuration: context.configuration,
    });
    if (args.output !== undefined)
        writeReport(external_node_path_default().resolve(io.cwd, args.output), [report]);
    else
        io.stdout.write(report);
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

/***/ 534:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HT: () => (/* binding */ describeDirective),
/* harmony export */   Z: () => (/* binding */ IGNORE_ANNOTATION),
/* harmony export */   fz: () => (/* binding */ fileDirectives),
/* harmony export */   gA: () => (/* binding */ COMMENT_MARK)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8508);
/* harmony import */ var _text_suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4185);
// Suppressions written in manifests: the `admission-gate.dev/ignore` annotation on an object, and a
// `# admission-gate-ignore` comment on a line of its own, which covers exactly the line after it.
// Both read `rule[, rule...]: reason`.



const IGNORE_ANNOTATION = 'admission-gate.dev/ignore';
const COMMENT_MARK = 'admission-gate-ignore';
const COMMENT = /^#\s*admission-gate-ignore(\s.*)?$/su;
/** How a message names a suppression of `kind`. */
function describeDirective(kind) {
    return kind === 'annotation' ? `annotation ${IGNORE_ANNOTATION}` : `comment "${COMMENT_MARK}"`;
}
function fileDirectives(file, knownRules) {
    const comments = new Map();
    const annotations = new Map();
    const problems = [];
    const suggester = new _text_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .Suggester */ .ip();
    const read = (kind, body, range, resource) => {
        const { directive, complaints } = parseDirective(kind, body, range, knownRules, suggester);
        if (complaints.length > 0) {
            problems.push({
                range,
                kind,
                message: `${describeDirective(kind)} ${complaints.join('; ')}.`,
                ...(resource ? { resource } : {}),
            });
        }
        return directive;
    };
    for (const resource of file.resources) {
        const annotationsNode = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .asMap */ .$H)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(resource.root, 'metadata'), 'annotations'));
        const annotation = annotationsNode && (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .entry */ .f_)(annotationsNode, IGNORE_ANNOTATION);
        if (annotation?.value.kind !== 'scalar')
            continue;
        const range = rangeOf(file.lines, annotation.keyStart, annotation.value.end);
        const directive = read('annotation', annotation.value.text, range, resource);
        if (directive)
            annotations.set(resource, { ...directive, resource });
    }
    for (const comment of file.text.includes(COMMENT_MARK) ? commentsOf(file.text) : []) {
        const match = COMMENT.exec(comment.source);
        if (!match)
            continue;
        const range = rangeOf(file.lines, comment.offset, comment.offset + comment.source.length);
        if (!onOwnLine(file.text, comment.offset)) {
            problems.push({
                range,
                kind: 'comment',
                message: `comment "${COMMENT_MARK}" shares its line with YAML, so it covers nothing: put it on a line of its own, right above the line of the finding.`,
            });
            continue;
        }
        const directive = read('comment', match[1] ?? '', range);
        if (!directive)
            continue;
        const covered = coveredLine(file.text, comment.offset + comment.source.length);
        const holder = file.resources.find((r) => r.root.start <= covered.at && covered.at <= r.root.end);
        comments.set(range.line + 1, {
            ...directive,
            covered: covered.text,
            ...(holder ? { resource: holder } : {}),
        });
    }
    return { comments, annotations, problems };
}
/** `probe-host, external-ip-cidr: reason`; unknown ids are dropped with a complaint, the rest applies. */
function parseDirective(kind, body, range, knownRules, suggester) {
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
        const suggestion = suggester.closest(id, knownRules);
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
    for (const lexeme of new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Lexer */ .JG().lex(text)) {
        // Control lexemes mark what follows and stand for no text of the source (a BOM does).
        if (lexeme === yaml__WEBPACK_IMPORTED_MODULE_0__/* .CST */ .DB.SCALAR)
            atScalar = true;
        else if (lexeme === yaml__WEBPACK_IMPORTED_MODULE_0__/* .CST */ .DB.DOCUMENT || lexeme === yaml__WEBPACK_IMPORTED_MODULE_0__/* .CST */ .DB.FLOW_END)
            continue;
        else {
            if (!atScalar && yaml__WEBPACK_IMPORTED_MODULE_0__/* .CST */ .DB.tokenType(lexeme) === 'comment')
                out.push({ offset, source: lexeme });
            atScalar = false;
            offset += lexeme.length;
        }
    }
    return out;
}
/** The line after the one ending at `end`: its text without surrounding blanks, and where that text starts. */
function coveredLine(text, end) {
    const crlf = text.startsWith('\r\n', end) ? 2 : 1;
    const start = end + (text.charAt(end) === '\r' || text.charAt(end) === '\n' ? crlf : 0);
    const next = /\r|\n/u.exec(text.slice(start, start + MAX_COVERED_LINE));
    const line = text.slice(start, next ? start + next.index : start + MAX_COVERED_LINE);
    const indent = line.length - line.trimStart().length;
    return { text: line.trim(), at: start + indent };
}
// A covered line is compared whole; past this length (a long flow mapping) its start is enough to know it.
const MAX_COVERED_LINE = 4096;
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


/***/ }),

/***/ 9172:
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
// EXTERNAL MODULE: ./src/source/select.ts + 1 modules
var source_select = __webpack_require__(7823);
;// CONCATENATED MODULE: ./src/text/wildcard.ts
// Wildcard matching without regular expressions: `*` is any run of characters, `?` one character.
// A regular expression for `*a*b*c` backtracks through every way to split the text when it fails, in
// time that grows with the text's length to the power of the number of stars; this stays within the
// product of the two lengths, whatever the repository under review names its files and objects.
/** Whether `text` matches `pattern`, both given as arrays of characters (code units or code points). */
function matchesWildcard(pattern, text) {
    let p = 0;
    let t = 0;
    // The last star seen, and the text position it has consumed up to: on a mismatch, it takes one more.
    let star = -1;
    let resume = 0;
    while (t < text.length) {
        const c = pattern[p];
        if (c === '*') {
            star = p++;
            resume = t;
        }
        else if (c !== undefined && (c === '?' || c === text[t])) {
            p++;
            t++;
        }
        else if (star >= 0) {
            p = star + 1;
            t = ++resume;
        }
        else {
            return false;
        }
    }
    while (pattern[p] === '*')
        p++;
    return p === pattern.length;
}

;// CONCATENATED MODULE: ./src/policy/patterns.ts
// The matching primitives of exceptions: Kyverno-style wildcards, finding paths with `[*]`, and
// Kubernetes label selectors (k8s.io/apimachinery/pkg/apis/meta/v1 LabelSelectorAsSelector).

/** `*` is any run of characters (slashes included), `?` one character, as Kyverno's wildcard.Match. */
function wildcard(pattern) {
    if (!/[*?]/.test(pattern))
        return (text) => text === pattern;
    // Characters are code points, as Go's runes.
    const chars = [...pattern];
    return (text) => matchesWildcard(chars, [...text]);
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
    anyOf(selectors.namespaces, wildcard, (f) => f.resource?.namespace);
    anyOf(selectors.kinds, exact, (f) => f.resource?.kind);
    anyOf(selectors.names, wildcard, (f) => f.resource?.name);
    anyOf(selectors.images, wildcard, (f) => f.container?.image);
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

/***/ 7344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BV: () => (/* binding */ createPolicy),
/* harmony export */   Jc: () => (/* binding */ closePolicy),
/* harmony export */   _X: () => (/* binding */ sumLedgers)
/* harmony export */ });
/* harmony import */ var _load_resource_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9522);
/* harmony import */ var _load_yaml_node_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8508);
/* harmony import */ var _actor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3239);
/* harmony import */ var _directives_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(534);
/* harmony import */ var _exceptions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9172);
/* harmony import */ var _suppression_base_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1367);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1821);
// The policy stage, between the rules and the reporters, the same for every rule: suppressions
// (comment, annotation, config exception, in that order of precedence) and admin overrides, then
// findings about the exceptions themselves once every file is done (`closePolicy`). In a change, a
// comment or annotation counts only when the base has it (suppression-base.ts) or a suppressionActor wrote it.







function createPolicy(input) {
    const { config, actor } = input;
    const severity = new Map(input.active.map((a) => [a.rule.id, a.severity]));
    const exceptions = config.exceptions.map((exception) => ({
        exception,
        matches: (0,_exceptions_js__WEBPACK_IMPORTED_MODULE_3__/* .exceptionMatcher */ .Ip)(exception),
        live: !(0,_exceptions_js__WEBPACK_IMPORTED_MODULE_3__/* .isExpired */ ._d)(exception, input.now),
        matched: 0,
    }));
    const overrideActors = new Map(input.active.flatMap(({ rule, options }) => rule.scope === 'resource' && rule.overrideActors
        ? [[rule.id, rule.overrideActors(options)]]
        : []));
    const baseSuppressions = input.baseSuppressions;
    const suppressionTrust = baseSuppressions && actor && config.suppressionActors.length > 0
        ? (0,_actor_js__WEBPACK_IMPORTED_MODULE_1__/* .decideOverride */ .xQ)(config.suppressionActors, actor)
        : undefined;
    // Whose in-manifest suppressions count whether or not the base has them: anyone's in a full scan.
    const writerTrusted = !baseSuppressions || suppressionTrust?.allowed === true;
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
        const decision = (0,_actor_js__WEBPACK_IMPORTED_MODULE_1__/* .decideOverride */ .xQ)(actors, actor);
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
        judge(file, findings, sources) {
            const notes = new Set();
            const directives = (0,_directives_js__WEBPACK_IMPORTED_MODULE_2__/* .fileDirectives */ .fz)(file, input.ruleIds);
            const sourceComments = new Map();
            const commentsIn = (path) => {
                if (!sources)
                    return directives.comments;
                if (!sourceComments.has(path)) {
                    const source = sources(path);
                    sourceComments.set(path, source ? (0,_directives_js__WEBPACK_IMPORTED_MODULE_2__/* .fileDirectives */ .fz)(source, input.ruleIds).comments : new Map());
                }
                return sourceComments.get(path);
            };
            const subjectOf = subjects(file, input.isClusterScoped);
            // A comment is keyed in the file it is written in: a rendered finding's is a source file.
            const inBase = (directive, rule, owner = file) => writerTrusted ||
                baseSuppressions?.covers((0,_suppression_base_js__WEBPACK_IMPORTED_MODULE_4__/* .suppressionKey */ .n)(owner, directive, input.isClusterScoped), rule) === true;
            if (suppressionTrust?.allowed === false && suppressionTrust.unresolved.length > 0) {
                notes.add(`New suppressions do not count: could not check whether ${actor?.login ?? ''} belongs to ${suppressionTrust.unresolved.join(', ')} (suppressionActors).`);
            }
            const judged = findings.map((finding) => {
                const { resource, labels } = subjectOf(finding);
                const written = (directive, owner = file) => directive && covers(directive, finding.rule) && inBase(directive, finding.rule, owner)
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
                const suppressed = written(commentsIn(finding.file)?.get(finding.line), sources?.(finding.file) ?? file) ??
                    written(resource && directives.annotations.get(resource)) ??
                    byException;
                return suppressed ? { ...finding, suppressed } : override(finding, notes);
            });
            const level = severity.get(_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .invalidSuppression */ .R3.id);
            if (level !== undefined && !sources) {
                const problems = [...directives.problems];
                if (!writerTrusted) {
                    for (const directive of [...directives.comments.values(), ...directives.annotations.values()]) {
                        const fresh = directive.rules.filter((rule) => !inBase(directive, rule));
                        if (fresh.length > 0)
                            problems.push(newSuppression(directive, fresh));
                    }
                }
                for (const problem of problems) {
                    judged.push({
                        rule: _rules_js__WEBPACK_IMPORTED_MODULE_5__/* .invalidSuppression */ .R3.id,
                        severity: problem.severity ?? level,
                        file: file.path,
                        ...problem.range,
                        path: problem.kind === 'annotation' ? `metadata.annotations.${_directives_js__WEBPACK_IMPORTED_MODULE_2__/* .IGNORE_ANNOTATION */ .Z}` : '',
                        message: problem.message,
                        ...(problem.resource
                            ? {
                                resource: (0,_load_resource_js__WEBPACK_IMPORTED_MODULE_0__/* .resourceId */ .a)(problem.resource, input.isClusterScoped(problem.resource.group, problem.resource.kind)),
                            }
                            : {}),
                    });
                }
            }
            return { findings: judged, notes: [...notes] };
        },
        ledger() {
            const expiredSeverity = severity.get(_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .expiredException */ .Br.id);
            const unusedSeverity = severity.get(_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .unusedException */ .CW.id);
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
                finding(_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .expiredException */ .Br.id, ledger.expiredSeverity, e, `${name} expired on ${e.expires ?? ''} and no longer applies` +
                    (matched > 0
                        ? `: ${plural(matched, 'finding')} it would waive ${matched === 1 ? 'counts' : 'count'} again`
                        : '') +
                    '. Fix what it waived, or review it and set a new expiry date.'),
            ];
        }
        if (!ledger.fullScan || matched > 0 || !ledger.unusedSeverity)
            return [];
        return [
            finding(_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .unusedException */ .CW.id, ledger.unusedSeverity, e, `${name} matched no finding in a scan of the whole repository: remove it if the problem is fixed, or correct its selectors.`),
        ];
    });
}
/** The object a finding is about, found by identity (position only tells same-named twins apart). */
function subjects(file, isClusterScoped) {
    const ids = new Map(file.resources.map((r) => [r, (0,_load_resource_js__WEBPACK_IMPORTED_MODULE_0__/* .resourceId */ .a)(r, isClusterScoped(r.group, r.kind))]));
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
    const labels = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_6__/* .asMap */ .$H)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_6__/* .child */ .jf)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_6__/* .child */ .jf)(resource.root, 'metadata'), 'labels'));
    return new Map((labels?.entries ?? []).flatMap((e) => e.value.kind === 'scalar' ? [[e.key, e.value.text]] : []));
}
/** The notice for a suppression the change adds: it waives nothing until merged. */
function newSuppression(directive, rules) {
    return {
        range: directive.range,
        kind: directive.kind,
        severity: 'notice',
        ...(directive.resource ? { resource: directive.resource } : {}),
        message: `${(0,_directives_js__WEBPACK_IMPORTED_MODULE_2__/* .describeDirective */ .HT)(directive.kind)} (${rules.join(', ')}) is new in this change, so it waives nothing yet: ` +
            'in a change, a suppression counts only when the base has the same one, or when one of suppressionActors (of the config that judges the change) writes it. ' +
            'Fix the finding instead, or have the suppression merged on its own (it counts once merged), or ask a maintainer for a config exception.',
    };
}
function covers(directive, rule) {
    return directive.rules.includes('*') || directive.rules.includes(rule);
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}


/***/ }),

/***/ 1367:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ suppressionIndex),
/* harmony export */   n: () => (/* binding */ suppressionKey)
/* harmony export */ });
/* harmony import */ var _load_resource_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9522);
/* harmony import */ var _directives_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(534);
// Which in-manifest suppressions a change's base already has. A suppression is the change's own words, so in
// a change it counts only when the base holds the same one (or a suppressionActor writes it). "The same" is
// judged so that moving text around keeps it, and changing what it waives does not:
// - an annotation: one on an object of the same identity (group, kind, namespace, name), in any file;
// - a comment: one in an object of the same identity (or, outside any object, in the same file) whose
//   covered line reads the same, indentation aside;
// and for each rule apart: the base's must name that rule, or `*`.


/** What tells a suppression apart from others, wherever it is written. */
function suppressionKey(file, directive, isClusterScoped) {
    const { resource } = directive;
    const holder = resource
        ? `object\0${(0,_load_resource_js__WEBPACK_IMPORTED_MODULE_0__/* .identityKey */ .US)(resource, isClusterScoped(resource.group, resource.kind))}`
        : `file\0${file.path}`;
    return directive.kind === 'annotation'
        ? `annotation\0${holder}`
        : `comment\0${holder}\0${directive.covered ?? ''}`;
}
function suppressionIndex(base, ruleIds, isClusterScoped) {
    const rulesByKey = new Map();
    for (const file of base) {
        const { comments, annotations } = (0,_directives_js__WEBPACK_IMPORTED_MODULE_1__/* .fileDirectives */ .fz)(file, ruleIds);
        for (const directive of [...comments.values(), ...annotations.values()]) {
            const key = suppressionKey(file, directive, isClusterScoped);
            const rules = rulesByKey.get(key) ?? new Set();
            for (const rule of directive.rules)
                rules.add(rule);
            rulesByKey.set(key, rules);
        }
    }
    return {
        covers(key, rule) {
            const rules = rulesByKey.get(key);
            return rules !== undefined && (rules.has('*') || rules.has(rule));
        },
    };
}


/***/ }),

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UN: () => (/* binding */ escapeControls),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   nl: () => (/* binding */ inertJson),
/* harmony export */   wq: () => (/* binding */ printableLineStart)
/* harmony export */ });
// Reports quote the repository under review (file names, values, YAML errors) and are often printed to a
// CI log, where a line starting with `::` or holding `##[` anywhere is a workflow command to the GitHub
// runner (`::add-mask::`, `##[stop-commands]`), and a terminal obeys escape sequences. Text from the
// repository is made inert where it lands, and shown rather than dropped.
// C0 and C1 controls (a tab stays; ESC starts terminal sequences), DEL, line and paragraph separators,
// and the bidirectional controls that make text display in another order than it reads (Trojan Source,
// CVE-2021-42574). LF and CR apart: each format has its own way with line breaks.
const CONTROLS = 
// eslint-disable-next-line no-control-regex -- matching control characters is the point
/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAKS = /[\n\r]/g;
const hex = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
/**
 * Control, separator and bidi characters as `\uXXXX` (the escapes JSON strings use, which messages quoting
 * values already show), line feeds and carriage returns left to the caller: every output format that
 * lands where people read (text, workflow commands, markdown, check-run annotations) goes through it.
 */
function escapeControls(text) {
    return text.replace(CONTROLS, hex);
}
/** Text for a line of plain output: `escapeControls`, line breaks too, and `##[` with its second `#` escaped. */
function printable(text) {
    return escapeControls(text).replace(LINE_BREAKS, hex).replaceAll('##[', '#\\u0023[');
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
function toJsonReport(result, context = {}) {
    return {
        version: 1,
        tool: { name: _version_js__WEBPACK_IMPORTED_MODULE_0__/* .TOOL_NAME */ .l, version: _version_js__WEBPACK_IMPORTED_MODULE_0__/* .TOOL_VERSION */ .w },
        kubernetesVersion: result.kubernetesVersion,
        findings: result.findings,
        skipped: result.skipped,
        notes: result.notes,
        summary: result.summary,
        ...(context.repositoryPath !== undefined ? { repositoryPath: context.repositoryPath } : {}),
        ...(context.shard ? { shard: context.shard } : {}),
    };
}
function formatJson(result, context = {}) {
    return [...jsonReportPieces(result, context)].join('');
}
/**
 * The report's text in pieces, one finding (or skipped file, or note) at a time, exactly as
 * `JSON.stringify(report, null, 2)` lays it out: a report of many findings is written without ever being
 * one string (and one buffer) as big as the file.
 */
function* jsonReportPieces(result, context = {}) {
    const entries = Object.entries(toJsonReport(result, context));
    yield '{\n';
    for (const [index, [key, value]] of entries.entries()) {
        const end = index === entries.length - 1 ? '\n' : ',\n';
        if (Array.isArray(value) && value.length > 0) {
            yield `  ${JSON.stringify(key)}: [\n`;
            for (const [i, item] of value.entries()) {
                yield `    ${listItem(item)}${i === value.length - 1 ? '\n' : ',\n'}`;
            }
            yield `  ]${end}`;
        }
        else
            yield `  ${JSON.stringify(key)}: ${indented(value, '  ')}${end}`;
    }
    yield '}\n';
}
// Where JSON.stringify puts an item of a list in a list: at the depth of the report's lists' items, so it
// comes indented as the report indents it, with no pass over its text to indent it.
const ITEM_HEAD = '[\n  [\n    '.length;
const ITEM_TAIL = '\n  ]\n]'.length;
/** An item of a top-level list of the report, as `indented(item, '    ')` lays it out. */
function listItem(item) {
    const text = JSON.stringify([[item]], null, 2);
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inertJson */ .nl)(text.slice(ITEM_HEAD, text.length - ITEM_TAIL));
}
// JSON escapes line breaks inside strings: every one left is layout. Each piece holds whole strings, so
// making them inert piece by piece misses nothing.
function indented(value, indent) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inertJson */ .nl)(JSON.stringify(value, null, 2)).replaceAll('\n', `\n${indent}`);
}


/***/ }),

/***/ 7823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SO: () => (/* binding */ compileGlob),
  q0: () => (/* binding */ compileSelection),
  AI: () => (/* binding */ globProblem)
});

// UNUSED EXPORTS: UnsupportedGlob

// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 7 modules
var esm = __webpack_require__(3581);
;// CONCATENATED MODULE: ./src/text/regex-nfa.ts
// Regular expressions matched without backtracking: the source is compiled to a Thompson automaton and
// run on every state at once, so a match costs the length of the text times the size of the expression,
// whatever either holds. Only the small language minimatch writes for one path segment is read
// (literals, escapes, character classes, groups, alternation and the `*` `+` `?` quantifiers); anything
// else is refused with an UnsupportedRegex, so that nothing is ever matched by a backtracking engine.
class UnsupportedRegex extends Error {
}
/**
 * minimatch's guard against matching `.` or `..` as a segment (`(?!(?:^|/)\.\.?(?:$|/))`): the one
 * lookahead it writes with `dot: true`. The caller keeps those segments out, so it is dropped here.
 */
const NO_TRAVERSAL = '(?!(?:^|/)\\.\\.?(?:$|/))';
/** A matcher for the whole text (as `^(?:source)$`), in time linear in the text. */
function compileRegex(source, flags) {
    if (/[^u]/.test(flags))
        throw new UnsupportedRegex(`flags "${flags}"`);
    const unicode = flags.includes('u');
    const parser = new Parser(source, flags);
    const tree = parser.alternation();
    if (!parser.done())
        throw new UnsupportedRegex(`"${source.charAt(parser.at)}" at ${parser.at}`);
    const automaton = new Automaton(tree);
    // With the u flag, a character is a code point, as the regular expression would read it.
    return (text) => automaton.matches(unicode ? [...text] : text.split(''));
}
class Parser {
    source;
    flags;
    at = 0;
    constructor(source, flags) {
        this.source = source;
        this.flags = flags;
    }
    done() {
        return this.at >= this.source.length;
    }
    alternation() {
        const options = [this.sequence()];
        while (this.source.charAt(this.at) === '|') {
            this.at++;
            options.push(this.sequence());
        }
        return options.length === 1 ? options[0] : { kind: 'alt', options };
    }
    sequence() {
        const items = [];
        while (!this.done() && this.source.charAt(this.at) !== '|' && this.source.charAt(this.at) !== ')') {
            items.push(this.quantified(this.atom()));
        }
        return { kind: 'seq', items };
    }
    quantified(item) {
        const q = this.source.charAt(this.at);
        if (q !== '*' && q !== '+' && q !== '?')
            return item;
        this.at++;
        // Lazy or greedy is the same for whether the whole text matches.
        if (this.source.charAt(this.at) === '?')
            this.at++;
        return { kind: 'repeat', item, optional: q !== '+', many: q !== '?' };
    }
    atom() {
        const { source } = this;
        const c = source.charAt(this.at);
        if (source.startsWith(NO_TRAVERSAL, this.at)) {
            this.at += NO_TRAVERSAL.length;
            return { kind: 'empty' };
        }
        if (c === '(') {
            if (source.startsWith('(?:', this.at))
                this.at += 3;
            else if (source.charAt(this.at + 1) === '?')
                throw new UnsupportedRegex(`a lookaround at ${this.at}`);
            else
                this.at++;
            const inner = this.alternation();
            if (source.charAt(this.at) !== ')')
                throw new UnsupportedRegex(`an unclosed group at ${this.at}`);
            this.at++;
            return inner;
        }
        if (c === '[')
            return this.characterClass();
        if (c === '\\') {
            const escaped = source.charAt(this.at + 1);
            // An escaped letter or digit is a class or a back reference, not the character itself.
            if (escaped === '' || /[\p{L}\p{N}]/u.test(escaped))
                throw new UnsupportedRegex(`\\${escaped}`);
            this.at += 2;
            return literal(escaped);
        }
        // minimatch's class that can match nothing: an end anchor with a character after it.
        if (source.startsWith('$.', this.at)) {
            this.at += 2;
            return { kind: 'never' };
        }
        if ('$^.{}*+?|)'.includes(c))
            throw new UnsupportedRegex(`"${c}" at ${this.at}`);
        const codePoint = this.flags.includes('u') ? String.fromCodePoint(source.codePointAt(this.at) ?? 0) : c;
        this.at += codePoint.length;
        return literal(codePoint);
    }
    /** `[...]` up to its first unescaped `]`; one character is tested against it by the regular expression. */
    characterClass() {
        const start = this.at;
        let at = start + 1;
        if (this.source.charAt(at) === '^')
            at++;
        while (at < this.source.length && this.source.charAt(at) !== ']')
            at += this.source.charAt(at) === '\\' ? 2 : 1;
        if (at >= this.source.length)
            throw new UnsupportedRegex(`an unclosed class at ${start}`);
        this.at = at + 1;
        // A class alone is one character: no input can make it backtrack.
        const regexp = new RegExp(`^${this.source.slice(start, this.at)}$`, this.flags);
        return { kind: 'char', test: (ch) => regexp.test(ch) };
    }
}
function literal(c) {
    return { kind: 'char', test: (ch) => ch === c };
}
/** Thompson's construction: states that read one character, or branch without reading any. */
class Automaton {
    /** Per state: the character test and the state after it, or the states reached without reading. */
    tests = [];
    next = [];
    free = [];
    start;
    accept;
    constructor(tree) {
        this.accept = this.state();
        this.start = this.build(tree, this.accept);
    }
    matches(chars) {
        let current = this.closure([this.start]);
        for (const c of chars) {
            const stepped = [];
            for (const s of current) {
                const test = this.tests[s];
                if (test?.(c))
                    stepped.push(...(this.next[s] ?? []));
            }
            if (stepped.length === 0)
                return false;
            current = this.closure(stepped);
        }
        return current.includes(this.accept);
    }
    state() {
        this.next.push([]);
        this.free.push([]);
        this.tests.push(() => false);
        return this.next.length - 1;
    }
    /** A state that matches `node` and then goes on to `after`. */
    build(node, after) {
        switch (node.kind) {
            case 'empty':
                return after;
            case 'never':
                return this.state();
            case 'char': {
                const s = this.state();
                this.tests[s] = node.test;
                this.next[s]?.push(after);
                return s;
            }
            case 'seq':
                return node.items.reduceRight((next, item) => this.build(item, next), after);
            case 'alt': {
                const s = this.state();
                this.free[s]?.push(...node.options.map((option) => this.build(option, after)));
                return s;
            }
            case 'repeat': {
                // A loop state: into the item (which comes back here when `many`), or on to what follows.
                const loop = this.state();
                const body = this.build(node.item, node.many ? loop : after);
                this.free[loop]?.push(body, after);
                if (node.optional)
                    return loop;
                // At least once: the item first, then the loop.
                return node.many ? this.build(node.item, loop) : body;
            }
        }
    }
    /** The states reachable without reading, each once. */
    closure(states) {
        const seen = new Set();
        const stack = [...states];
        while (stack.length > 0) {
            const s = stack.pop();
            if (seen.has(s))
                continue;
            seen.add(s);
            stack.push(...(this.free[s] ?? []));
        }
        return [...seen];
    }
}

;// CONCATENATED MODULE: ./src/source/select.ts
// Which files a scan looks at: minimatch include/exclude globs on paths relative to the scan root.


function compileSelection(selection) {
    const compile = (globs) => {
        const patterns = globs.map(compileGlob);
        return (path) => patterns.some((matches) => matches(path));
    };
    const included = compile(selection.include);
    const excluded = compile(selection.exclude);
    return { matches: (path) => included(path) && !excluded(path), excluded };
}
/**
 * A minimatch glob on paths relative to the scan root. Manifests do live in dot-folders
 * (.github/release-cluster/, .deploy/): `*` and `**` match them too. minimatch reads the glob (braces,
 * classes, extglobs, its optimisations); matching is ours, in time linear in the path: each segment
 * through a Thompson automaton (src/text/regex-nfa.ts) instead of minimatch's regular expression, which
 * backtracks (`*(a|a)*b` took 106 s on a 30-character name), and `**` as a state that loops on whole
 * segments instead of minimatch's recursive walk. Throws UnsupportedGlob for what cannot be matched so
 * (see globProblem).
 */
function compileGlob(pattern) {
    let glob;
    try {
        glob = new esm/* Minimatch */.VR(pattern, { dot: true, braceExpandMax: MAX_EXPANSIONS + 1 });
    }
    catch (e) {
        // minimatch writes some classes as expressions JavaScript refuses ([[:alpha:]]-a).
        throw new UnsupportedGlob(`cannot be read as a glob (${e.message})`);
    }
    if (glob.set.length > MAX_EXPANSIONS) {
        throw new UnsupportedGlob(`its braces expand to more than ${MAX_EXPANSIONS} patterns`);
    }
    const patterns = glob.set.map((parts) => parts.map(segmentMatcher));
    return (path) => {
        const segments = path.split('/');
        return patterns.some((parts) => matchesSegments(parts, segments));
    };
}
/** A glob minimatch reads, but whose matching could not be bounded: refused when the config is read. */
class UnsupportedGlob extends Error {
}
/** Patterns one glob's braces may expand to; each costs a pass over the path. */
const MAX_EXPANSIONS = 64;
function segmentMatcher(part) {
    if (part === esm/* GLOBSTAR */.ZN)
        return esm/* GLOBSTAR */.ZN;
    if (typeof part === 'string')
        return (segment) => segment === part;
    const regexp = part;
    let matches;
    try {
        matches = compileRegex(regexp._src ?? '', regexp.flags);
    }
    catch (e) {
        if (!(e instanceof UnsupportedRegex))
            throw e;
        throw new UnsupportedGlob((regexp._glob ?? '').includes('!(')
            ? 'has a !(...) extglob, which cannot be matched in time linear in the file name: list what to match with @(...) or braces instead'
            : `has a segment (${regexp._glob}) that cannot be matched in time linear in the file name (${e.message})`);
    }
    // With dot: true, minimatch's wildcards still never match `.` or `..` as a whole segment.
    return (segment) => segment !== '.' && segment !== '..' && matches(segment);
}
/**
 * Whether the path's segments match the parts, as minimatch's match() decides: `**` matches any number of
 * whole segments in the middle or at the start, and at least one at the end (`a/**` does not match `a`).
 * Every position of the pattern is followed at once, so the cost is segments times parts.
 */
function matchesSegments(parts, segments) {
    const end = parts.length;
    const last = end - 1;
    const trailingGlobstar = parts[last] === esm/* GLOBSTAR */.ZN;
    // Flags of the positions in the pattern after the segments read so far; `end` is the end. Flags, not
    // a set: this runs for every file of the repository against every glob.
    let positions = new Uint8Array(end + 1);
    let next = new Uint8Array(end + 1);
    positions[0] = 1;
    for (const segment of segments) {
        next.fill(0);
        let any = false;
        for (let start = 0; start <= end; start++) {
            if (positions[start] === 0)
                continue;
            let p = start;
            // A ** in the middle or at the start may match no segment: what follows it may match this one.
            while (parts[p] === esm/* GLOBSTAR */.ZN && p < last) {
                next[p] = 1;
                any = true;
                p++;
            }
            const part = parts[p];
            let to = -1;
            if (part === esm/* GLOBSTAR */.ZN)
                to = end;
            else if (part !== undefined && part(segment))
                to = p + 1;
            else if (p === end && trailingGlobstar)
                to = p;
            if (to >= 0) {
                next[to] = 1;
                any = true;
            }
        }
        if (!any)
            return false;
        [positions, next] = [next, positions];
    }
    for (let start = 0; start <= end; start++) {
        if (positions[start] === 0)
            continue;
        let p = start;
        while (parts[p] === esm/* GLOBSTAR */.ZN && p < last)
            p++;
        if (p === end)
            return true;
    }
    return false;
}
// Real globs are far shorter; this bounds the work of reading one (brace expansion) and of matching it.
const MAX_GLOB_LENGTH = 1024;
/**
 * Why a glob cannot select what its author meant, or undefined. minimatch accepts any string, so
 * mistakes pass silently: these are the ones that make a glob match no path a scan sees (paths are
 * relative to the scan root, `/`-separated, with no `.` or `..` segments, and name files, not folders),
 * or match nearly all of them.
 */
function globProblem(pattern) {
    if (pattern.length > MAX_GLOB_LENGTH)
        return `is longer than ${MAX_GLOB_LENGTH} characters`;
    if (pattern.startsWith('#'))
        return 'starts with #, which makes it a comment that matches nothing (write \\# for a #)';
    if (pattern.startsWith('!'))
        return 'starts with !, which negates it: it matches every path but the ones it names';
    if (pattern.startsWith('/'))
        return 'starts with /, but paths are relative to the scan root: remove the leading /';
    if (pattern.split('/').some((s) => s === '.' || s === '..')) {
        return 'has a . or .. segment, but paths are relative to the scan root and have none: remove it';
    }
    if (pattern.endsWith('/'))
        return 'ends with /, which matches folders only: add ** to match the files below them';
    if (/\\[^*?[\]{}()!+@#\\]/.test(pattern)) {
        return 'has a backslash, which escapes the next character: separate folders with /';
    }
    try {
        compileGlob(pattern);
    }
    catch (e) {
        if (e instanceof UnsupportedGlob)
            return e.message;
        throw e;
    }
    return undefined;
}


/***/ }),

/***/ 573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
// Counted words in messages: "1 file", "2 files".
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}


/***/ })

} }; })

//# sourceMappingURL=909.index.js.map
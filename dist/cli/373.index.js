(function (importMeta) { "use strict"; return { id: 373,
ids: [373],
modules: {

/***/ 8373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runMerge: () => (/* binding */ runMerge)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
// EXTERNAL MODULE: ./src/policy/stage.ts
var stage = __webpack_require__(7344);
;// CONCATENATED MODULE: ./src/report/merge.ts
// `admission-gate merge`: the JSON reports of the shards of one scan (`scan --shard k/n`) as one scan
// result, the same as the scan would have given unsharded. Each shard checked its own files against the
// whole repository's workspace, so their findings add up; the findings about exceptions (expired,
// unused) come from the sum of the shards' exception counts.


class MergeError extends Error {
}
function mergeShards(reports) {
    const shards = reports.map(readShard).sort((a, b) => a.shard.index - b.shard.index);
    const first = shards[0];
    if (!first)
        throw new MergeError('no reports to merge');
    const { count } = first.shard;
    const indexes = shards.map((s) => s.shard.index);
    const expected = Array.from({ length: count }, (_, i) => i + 1);
    if (shards.some((s) => s.shard.count !== count) || indexes.join() !== expected.join()) {
        throw new MergeError(`expected the reports of shards 1 to ${count} of ${count}, once each; got ${shards.map((s) => `${s.shard.index}/${s.shard.count} (${s.source})`).join(', ')}`);
    }
    for (const s of shards) {
        if (s.kubernetesVersion !== first.kubernetesVersion ||
            s.tool.version !== first.tool.version ||
            s.repositoryPath !== first.repositoryPath) {
            throw new MergeError(`${s.source} and ${first.source} come from different scans (tool version, kubernetesVersion or scan root differ)`);
        }
    }
    const findings = [
        ...shards.flatMap((s) => s.findings),
        ...(0,stage/* closePolicy */.Jc)((0,stage/* sumLedgers */._X)(shards.map((s) => s.shard.ledger))),
    ].sort(model/* compareFindings */.Eg);
    const skipped = shards.flatMap((s) => s.skipped).sort(model/* compareSkipped */.ae);
    const sum = (key) => shards.reduce((total, s) => total + s.summary[key], 0);
    const result = {
        findings,
        skipped,
        summary: {
            files: sum('files'),
            documents: sum('documents'),
            resources: sum('resources'),
            ...(0,model/* tally */.N4)(findings),
        },
        kubernetesVersion: first.kubernetesVersion,
        notes: [...new Set(shards.flatMap((s) => s.notes))],
        internalErrors: shards.flatMap((s) => s.shard.internalErrors),
    };
    return { result, ...(first.repositoryPath !== undefined ? { repositoryPath: first.repositoryPath } : {}) };
}
function readShard({ source, json }) {
    const report = json;
    if (typeof report !== 'object' ||
        report === null ||
        report.version !== 1 ||
        !Array.isArray(report.findings)) {
        throw new MergeError(`${source} is not an admission-gate JSON report (--format json)`);
    }
    if (typeof report.shard !== 'object') {
        throw new MergeError(`${source} is the report of a whole scan, not of a shard (scan --shard K/N)`);
    }
    return { ...report, source };
}

// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var cli_args = __webpack_require__(9679);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/report.ts + 7 modules
var report = __webpack_require__(9210);
;// CONCATENATED MODULE: ./src/cli/merge-command.ts
// `admission-gate merge`: the JSON reports of a sharded scan in, one report and one gate decision out.






function runMerge(args, io) {
    const reports = args.reports.map((source) => {
        let text;
        try {
            text = external_node_fs_default().readFileSync(external_node_path_default().resolve(io.cwd, source), 'utf8');
        }
        catch (e) {
            throw new cli_args/* UsageError */.eb(`cannot read ${source}: ${e.message}`);
        }
        try {
            return { source, json: JSON.parse(text) };
        }
        catch (e) {
            throw new cli_args/* UsageError */.eb(`${source} is not JSON: ${e.message}`);
        }
    });
    try {
        const { result, repositoryPath } = mergeShards(reports);
        // Paths stay relative to the scan root the shards shared.
        return (0,report/* deliverReport */.Q)(result, args, io, {
            displayPath: (file) => file,
            emptyHint: 'the shards scanned none',
            ...(repositoryPath !== undefined ? { repositoryPath } : {}),
        });
    }
    catch (e) {
        if (!(e instanceof MergeError))
            throw e;
        io.stderr.write(`admission-gate: ${e.message}\n`);
        (0,report/* deliverFailure */.o)(args, io, [{ message: e.message }], { configuration: false });
        return cli_io/* EXIT */.d.error;
    }
}


/***/ })

} }; })

//# sourceMappingURL=373.index.js.map
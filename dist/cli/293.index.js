(function (importMeta) { "use strict"; return { id: 293,
ids: [293],
modules: {

/***/ 6293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatRules: () => (/* binding */ formatRules)
/* harmony export */ });
/* harmony import */ var _kube_version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2219);
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5928);
/* harmony import */ var _rules_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3182);
// `admission-gate rules`: what each rule checks, its default severity, and where its docs are.



function formatRules(format) {
    const rows = _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y.map((rule) => ({
        id: rule.id,
        title: rule.title,
        defaultSeverity: rule.enabledByDefault ? rule.defaultSeverity : 'off',
        minKubernetesVersion: (0,_kube_version_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKubernetesVersion */ .YC)(rule.minKubernetesVersion),
        summary: rule.summary,
        docs: (0,_rules_types_js__WEBPACK_IMPORTED_MODULE_1__/* .docsUrl */ .fs)(rule.id),
    }));
    if (format === 'json')
        return JSON.stringify(rows, null, 2) + '\n';
    const width = Math.max(...rows.map((r) => r.id.length));
    return (rows
        .map((r) => `${r.id.padEnd(width)}  ${r.defaultSeverity.padEnd(7)}  ${r.minKubernetesVersion.padEnd(6)}  ${r.title}\n` +
        `${' '.repeat(width + 2)}${r.docs}`)
        .join('\n') + '\n');
}


/***/ })

} }; })

//# sourceMappingURL=293.index.js.map
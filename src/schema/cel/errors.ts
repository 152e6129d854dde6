// Errors a CEL function raises at run time, as cel-go's types.Err would: the rule fails with this message.

export class CelRuntimeError extends Error {}

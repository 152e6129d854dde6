// Kubernetes resource quantities (k8s.io/apimachinery pkg/api/resource quantity.go) as exact fractions,
// for the CEL quantity library: "1Gi", "500m", "1.5e3".

const QUANTITY = /^([+-]?(?:\d+\.?\d*|\.\d+))(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E|[eE][+-]?\d+)?$/;
const BINARY: Readonly<Record<string, bigint>> = { Ki: 10n, Mi: 20n, Gi: 30n, Ti: 40n, Pi: 50n, Ei: 60n };
const DECIMAL: Readonly<Record<string, number>> = {
  n: -9,
  u: -6,
  m: -3,
  k: 3,
  M: 6,
  G: 9,
  T: 12,
  P: 15,
  E: 18,
};
// resource.ParseQuantity refuses exponents this large.
const MAX_EXPONENT = 1000;

/** A quantity: numerator / denominator, denominator positive. */
export class Quantity {
  constructor(
    readonly numerator: bigint,
    readonly denominator: bigint,
    readonly text: string,
  ) {}

  compare(other: Quantity): number {
    const left = this.numerator * other.denominator;
    const right = other.numerator * this.denominator;
    return left < right ? -1 : left > right ? 1 : 0;
  }

  sign(): bigint {
    return this.numerator < 0n ? -1n : this.numerator > 0n ? 1n : 0n;
  }

  isInteger(): boolean {
    return this.numerator % this.denominator === 0n;
  }

  add(other: Quantity): Quantity {
    return fraction(
      this.numerator * other.denominator + other.numerator * this.denominator,
      this.denominator * other.denominator,
    );
  }

  negate(): Quantity {
    return new Quantity(-this.numerator, this.denominator, this.text);
  }

  approximate(): number {
    return Number(this.numerator) / Number(this.denominator);
  }

  toString(): string {
    return this.text;
  }
}

export function fraction(numerator: bigint, denominator: bigint): Quantity {
  const text = denominator === 1n ? numerator.toString() : `${numerator}/${denominator}`;
  return new Quantity(numerator, denominator, text);
}

export function parseQuantity(text: string): Quantity | undefined {
  const m = QUANTITY.exec(text);
  if (!m || m[1] === undefined) return undefined;
  const [whole = '', decimals = ''] = m[1].replace(/^[+-]/, '').split('.');
  let numerator = BigInt((whole || '0') + decimals) * (m[1].startsWith('-') ? -1n : 1n);
  let denominator = 10n ** BigInt(decimals.length);
  const suffix = m[2] ?? '';
  if (suffix in BINARY) numerator *= 2n ** (BINARY[suffix] ?? 0n);
  else {
    const exponent = suffix in DECIMAL ? (DECIMAL[suffix] ?? 0) : suffix ? Number(suffix.slice(1)) : 0;
    if (Math.abs(exponent) > MAX_EXPONENT) return undefined;
    if (exponent >= 0) numerator *= 10n ** BigInt(exponent);
    else denominator *= 10n ** BigInt(-exponent);
  }
  return new Quantity(numerator, denominator, text);
}

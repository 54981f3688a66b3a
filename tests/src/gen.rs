//! A seeded generator of random, valid programs of the bundled dialects in generic form.
//!
//! The programs mix every arith op kind (integer and float arithmetic with and without
//! overflow and fast-math flags, comparisons with every predicate, casts, constants, select,
//! the extended ops) over scalars, vectors and index, math ops (float and integer, with
//! fast-math flags, the classification ops), index ops (arithmetic, every comparison
//! predicate, constants, casts), `ub.poison`, and nested `scf.if` / `scf.for` /
//! `scf.execute_region` / `scf.index_switch` with results, iteration arguments and values
//! from enclosing regions, with functions taking block arguments, blocks with arguments and
//! `cf.br` / `cf.cond_br` between them, and calls. Generic form
//! keeps the generator independent of the custom syntax under test: the round-trip property
//! (`tests/tests/format_roundtrip.rs`) prints them in custom form and parses that back, and
//! `gen-programs` writes some of them to the dialect corpus, where mlir-opt's output is the
//! golden.
//!
//! The same seed always gives the same program (a xorshift generator, no dependency).

use std::fmt::Write;

mod memory;
pub use memory::memory_program;

/// A small deterministic random number generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
}

/// The value types the generator uses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    I1,
    I8,
    I32,
    I64,
    Index,
    F16,
    F32,
    F64,
    VI32,
    VF32,
    VI1,
}

use Ty::*;

impl Ty {
    fn text(self) -> &'static str {
        match self {
            I1 => "i1",
            I8 => "i8",
            I32 => "i32",
            I64 => "i64",
            Index => "index",
            F16 => "f16",
            F32 => "f32",
            F64 => "f64",
            VI32 => "vector<4xi32>",
            VF32 => "vector<4xf32>",
            VI1 => "vector<4xi1>",
        }
    }
    fn is_int(self) -> bool {
        matches!(self, I1 | I8 | I32 | I64 | Index | VI32 | VI1)
    }
    fn is_float(self) -> bool {
        matches!(self, F16 | F32 | F64 | VF32)
    }
    /// The `i1` type of the same shape (comparison results).
    fn bool_like(self) -> Ty {
        if matches!(self, VI32 | VF32 | VI1) {
            VI1
        } else {
            I1
        }
    }
    fn width(self) -> u32 {
        match self {
            I1 | VI1 => 1,
            I8 => 8,
            F16 => 16,
            I32 | F32 | VI32 | VF32 => 32,
            I64 | F64 | Index => 64,
        }
    }
}

const INT_TYPES: [Ty; 6] = [I1, I8, I32, I64, Index, VI32];
const FLOAT_TYPES: [Ty; 4] = [F16, F32, F64, VF32];

const INT_BINARY: [&str; 17] = [
    "addi",
    "subi",
    "muli",
    "divsi",
    "divui",
    "ceildivsi",
    "ceildivui",
    "floordivsi",
    "remsi",
    "remui",
    "andi",
    "ori",
    "xori",
    "maxsi",
    "maxui",
    "minsi",
    "minui",
];
const OVERFLOW_OPS: [&str; 4] = ["addi", "subi", "muli", "shli"];
const SHIFTS: [&str; 3] = ["shli", "shrsi", "shrui"];
const FLOAT_BINARY: [&str; 9] = [
    "addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf",
];
const OVERFLOW: [&str; 4] = ["none", "nsw", "nuw", "nsw, nuw"];
const FASTMATH: [&str; 11] = [
    "none",
    "reassoc",
    "nnan",
    "ninf",
    "nsz",
    "arcp",
    "contract",
    "afn",
    "fast",
    "nnan,ninf",
    "reassoc,nsz,arcp",
];
const CMPF_PREDICATES: usize = 16;
const CMPI_PREDICATES: usize = 10;

/// A generated function under construction.
struct Func {
    /// values visible in the current block: (name, type)
    values: Vec<(String, Ty)>,
    next: usize,
    /// nesting depth of scf regions around the op being generated
    depth: usize,
}

/// How deep scf regions nest.
const MAX_DEPTH: usize = 3;

/// Generates a program: a module of `funcs` functions of about `ops` ops each.
pub fn program(seed: u64, funcs: usize, ops: usize) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut out = String::new();
    let mut sigs: Vec<(String, Vec<Ty>, Vec<Ty>)> = Vec::new();
    for k in 0..funcs.max(1) {
        let nargs = rng.below(4);
        let args: Vec<Ty> = (0..nargs).map(|_| *rng.pick(&all_types())).collect();
        let nres = rng.below(3);
        let results: Vec<Ty> = (0..nres).map(|_| *rng.pick(&all_types())).collect();
        let name = format!("f{k}");
        gen_func(&mut rng, &mut out, &name, &args, &results, ops, &sigs);
        sigs.push((name, args, results));
    }
    format!("module {{\n{out}}}\n")
}

fn all_types() -> Vec<Ty> {
    let mut v = INT_TYPES.to_vec();
    v.extend(FLOAT_TYPES);
    v
}

fn fn_type(args: &[Ty], results: &[Ty]) -> String {
    let a: Vec<&str> = args.iter().map(|t| t.text()).collect();
    let r: Vec<&str> = results.iter().map(|t| t.text()).collect();
    format!("({}) -> ({})", a.join(", "), r.join(", "))
}

fn gen_func(
    rng: &mut Rng,
    out: &mut String,
    name: &str,
    args: &[Ty],
    results: &[Ty],
    ops: usize,
    callees: &[(String, Vec<Ty>, Vec<Ty>)],
) {
    let _ = writeln!(
        out,
        "  \"func.func\"() <{{function_type = {}, sym_name = \"{name}\"}}> ({{",
        fn_type(args, results)
    );
    let mut f = Func {
        values: Vec::new(),
        next: 0,
        depth: 0,
    };
    // entry block, then up to two more blocks reached by branches
    let nblocks = 1 + rng.below(3);
    let block_args: Vec<Vec<Ty>> = (0..nblocks)
        .map(|b| {
            if b == 0 {
                args.to_vec()
            } else {
                (0..rng.below(3)).map(|_| *rng.pick(&all_types())).collect()
            }
        })
        .collect();
    for (b, bargs) in block_args.iter().enumerate() {
        f.values.clear();
        let names: Vec<String> = bargs
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let n = format!("%b{b}_{i}");
                f.values.push((n.clone(), *t));
                format!("{n}: {}", t.text())
            })
            .collect();
        let _ = writeln!(out, "  ^bb{b}({}):", names.join(", "));
        let n = 1 + rng.below(ops.max(1));
        for _ in 0..n {
            gen_op(rng, out, &mut f, callees);
        }
        // terminator: branch forward, or return
        let later: Vec<usize> = (b + 1..nblocks).collect();
        if !later.is_empty() && rng.chance(80) {
            let t = *rng.pick(&later);
            if rng.chance(50) {
                let ops_t = operands_for(rng, out, &mut f, &block_args[t]);
                let _ = writeln!(
                    out,
                    "    \"cf.br\"({})[^bb{t}] : ({}) -> ()",
                    ops_t.join(", "),
                    types_text(&block_args[t])
                );
            } else {
                let e = *rng.pick(&later);
                let cond = value_of(rng, out, &mut f, I1);
                let a = operands_for(rng, out, &mut f, &block_args[t]);
                let c = operands_for(rng, out, &mut f, &block_args[e]);
                let mut all = vec![cond];
                all.extend(a.iter().cloned());
                all.extend(c.iter().cloned());
                let mut tys = vec![I1];
                tys.extend(&block_args[t]);
                tys.extend(&block_args[e]);
                let _ = writeln!(
                    out,
                    "    \"cf.cond_br\"({})[^bb{t}, ^bb{e}] <{{operandSegmentSizes = array<i32: 1, {}, {}>}}> : ({}) -> ()",
                    all.join(", "),
                    a.len(),
                    c.len(),
                    types_text(&tys)
                );
            }
        } else {
            let vals = operands_for(rng, out, &mut f, results);
            let _ = writeln!(
                out,
                "    \"func.return\"({}) : ({}) -> ()",
                vals.join(", "),
                types_text(results)
            );
        }
    }
    let _ = writeln!(out, "  }}) : () -> ()");
}

fn types_text(ts: &[Ty]) -> String {
    ts.iter().map(|t| t.text()).collect::<Vec<_>>().join(", ")
}

fn operands_for(rng: &mut Rng, out: &mut String, f: &mut Func, tys: &[Ty]) -> Vec<String> {
    tys.iter().map(|t| value_of(rng, out, f, *t)).collect()
}

fn fresh(f: &mut Func, ty: Ty) -> String {
    let n = format!("%v{}", f.next);
    f.next += 1;
    f.values.push((n.clone(), ty));
    n
}

/// A value of type `ty`: an existing one, or a new constant.
fn value_of(rng: &mut Rng, out: &mut String, f: &mut Func, ty: Ty) -> String {
    let have: Vec<String> = f
        .values
        .iter()
        .filter(|(_, t)| *t == ty)
        .map(|(n, _)| n.clone())
        .collect();
    if !have.is_empty() && rng.chance(75) {
        return rng.pick(&have).clone();
    }
    constant(rng, out, f, ty)
}

fn constant(rng: &mut Rng, out: &mut String, f: &mut Func, ty: Ty) -> String {
    let value = match ty {
        I1 => {
            if rng.chance(50) {
                "true".to_string()
            } else {
                "false".to_string()
            }
        }
        I8 | I32 | I64 | Index => {
            let v = *rng.pick(&[0i64, 1, -1, 7, 42, 127, -128, 1000]);
            let v = if ty == I8 { v.clamp(-128, 127) } else { v };
            format!("{v} : {}", ty.text())
        }
        F16 | F32 | F64 => {
            let v = *rng.pick(&[
                "0.000000e+00",
                "1.000000e+00",
                "-2.500000e+00",
                "4.200000e+01",
            ]);
            format!("{v} : {}", ty.text())
        }
        VI32 => format!(
            "dense<{}> : {}",
            rng.pick(&["0", "1", "[1, 2, 3, 4]"]),
            ty.text()
        ),
        VF32 => format!(
            "dense<{}> : {}",
            rng.pick(&[
                "0.000000e+00",
                "[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]"
            ]),
            ty.text()
        ),
        VI1 => format!("dense<{}> : {}", rng.pick(&["true", "false"]), ty.text()),
    };
    let n = fresh(f, ty);
    let _ = writeln!(
        out,
        "    {n} = \"arith.constant\"() <{{value = {value}}}> : () -> {}",
        ty.text()
    );
    n
}

fn gen_op(rng: &mut Rng, out: &mut String, f: &mut Func, callees: &[(String, Vec<Ty>, Vec<Ty>)]) {
    match rng.below(17) {
        12 | 13 => gen_math(rng, out, f),
        14 => gen_index(rng, out, f),
        15 => {
            let ty = *rng.pick(&all_types());
            let r = fresh(f, ty);
            let _ = writeln!(
                out,
                "    {r} = \"ub.poison\"() <{{value = #ub.poison}}> : () -> {}",
                ty.text()
            );
        }
        16 => gen_scf(rng, out, f, callees),
        0..=2 => {
            let ty = *rng.pick(&[I8, I32, I64, Index, VI32]);
            let (name, with_flags) = if rng.chance(70) {
                let n = *rng.pick(&INT_BINARY);
                (n, OVERFLOW_OPS.contains(&n))
            } else {
                let n = *rng.pick(&SHIFTS);
                (n, n == "shli")
            };
            let a = value_of(rng, out, f, ty);
            let b = value_of(rng, out, f, ty);
            let props = if with_flags {
                format!(
                    " <{{overflowFlags = #arith.overflow<{}>}}>",
                    rng.pick(&OVERFLOW)
                )
            } else {
                String::new()
            };
            let r = fresh(f, ty);
            let t = ty.text();
            let _ = writeln!(
                out,
                "    {r} = \"arith.{name}\"({a}, {b}){props} : ({t}, {t}) -> {t}"
            );
        }
        3 | 4 => {
            let ty = *rng.pick(&FLOAT_TYPES);
            let name = *rng.pick(&FLOAT_BINARY);
            let a = value_of(rng, out, f, ty);
            let b = value_of(rng, out, f, ty);
            let r = fresh(f, ty);
            let t = ty.text();
            let _ = writeln!(
                out,
                "    {r} = \"arith.{name}\"({a}, {b}) <{{fastmath = #arith.fastmath<{}>}}> : ({t}, {t}) -> {t}",
                rng.pick(&FASTMATH)
            );
        }
        5 => {
            let ty = *rng.pick(&[I1, I8, I32, I64, Index, VI32]);
            let a = value_of(rng, out, f, ty);
            let b = value_of(rng, out, f, ty);
            let r = fresh(f, ty.bool_like());
            let t = ty.text();
            let _ = writeln!(
                out,
                "    {r} = \"arith.cmpi\"({a}, {b}) <{{predicate = {} : i64}}> : ({t}, {t}) -> {}",
                rng.below(CMPI_PREDICATES),
                ty.bool_like().text()
            );
        }
        6 => {
            let ty = *rng.pick(&FLOAT_TYPES);
            let a = value_of(rng, out, f, ty);
            let b = value_of(rng, out, f, ty);
            let r = fresh(f, ty.bool_like());
            let t = ty.text();
            let _ = writeln!(
                out,
                "    {r} = \"arith.cmpf\"({a}, {b}) <{{fastmath = #arith.fastmath<{}>, predicate = {} : i64}}> : ({t}, {t}) -> {}",
                rng.pick(&FASTMATH),
                rng.below(CMPF_PREDICATES),
                ty.bool_like().text()
            );
        }
        7 => {
            let ty = *rng.pick(&all_types());
            let c = value_of(rng, out, f, I1);
            let a = value_of(rng, out, f, ty);
            let b = value_of(rng, out, f, ty);
            let r = fresh(f, ty);
            let t = ty.text();
            let _ = writeln!(
                out,
                "    {r} = \"arith.select\"({c}, {a}, {b}) : (i1, {t}, {t}) -> {t}"
            );
        }
        8 => gen_cast(rng, out, f),
        9 => {
            let ty = *rng.pick(&FLOAT_TYPES);
            let a = value_of(rng, out, f, ty);
            let r = fresh(f, ty);
            let t = ty.text();
            let _ = writeln!(
                out,
                "    {r} = \"arith.negf\"({a}) <{{fastmath = #arith.fastmath<{}>}}> : ({t}) -> {t}",
                rng.pick(&FASTMATH)
            );
        }
        10 => {
            let ty = *rng.pick(&[I8, I32, I64, VI32]);
            let name = *rng.pick(&["addui_extended", "mulsi_extended", "mului_extended"]);
            let a = value_of(rng, out, f, ty);
            let b = value_of(rng, out, f, ty);
            let r0 = fresh(f, ty);
            let second = if name == "addui_extended" {
                ty.bool_like()
            } else {
                ty
            };
            let r1 = format!("{r0}#1");
            f.values.push((r1, second));
            let t = ty.text();
            let _ = writeln!(
                out,
                "    {r0}:2 = \"arith.{name}\"({a}, {b}) : ({t}, {t}) -> ({t}, {})",
                second.text()
            );
        }
        _ => {
            if callees.is_empty() {
                let ty = *rng.pick(&all_types());
                constant(rng, out, f, ty);
                return;
            }
            let (name, args, results) = rng.pick(callees).clone();
            let vals = operands_for(rng, out, f, &args);
            let lhs = match results.len() {
                0 => String::new(),
                1 => format!("{} = ", fresh(f, results[0])),
                n => {
                    let r = fresh(f, results[0]);
                    for (i, t) in results.iter().enumerate().skip(1) {
                        f.values.push((format!("{r}#{i}"), *t));
                    }
                    format!("{r}:{n} = ")
                }
            };
            let _ = writeln!(
                out,
                "    {lhs}\"func.call\"({}) <{{callee = @{name}}}> : {}",
                vals.join(", "),
                fn_type(&args, &results)
            );
        }
    }
}

const MATH_FLOAT_UNARY: [&str; 30] = [
    "absf",
    "acos",
    "acosh",
    "asin",
    "asinh",
    "atan",
    "atanh",
    "cbrt",
    "ceil",
    "cos",
    "cosh",
    "erf",
    "erfc",
    "exp",
    "exp2",
    "expm1",
    "floor",
    "log",
    "log10",
    "log1p",
    "log2",
    "round",
    "roundeven",
    "rsqrt",
    "sin",
    "sinh",
    "sqrt",
    "tan",
    "tanh",
    "trunc",
];
const MATH_FLOAT_BINARY: [&str; 3] = ["atan2", "copysign", "powf"];
const MATH_INT_UNARY: [&str; 4] = ["absi", "ctlz", "cttz", "ctpop"];
const MATH_CLASSIFY: [&str; 4] = ["isfinite", "isinf", "isnan", "isnormal"];

/// A math op over float or integer values.
fn gen_math(rng: &mut Rng, out: &mut String, f: &mut Func) {
    let fm = format!("<{{fastmath = #arith.fastmath<{}>}}>", rng.pick(&FASTMATH));
    match rng.below(6) {
        0 | 1 => {
            let t = *rng.pick(&FLOAT_TYPES);
            let name = *rng.pick(&MATH_FLOAT_UNARY);
            let a = value_of(rng, out, f, t);
            let r = fresh(f, t);
            let t = t.text();
            let _ = writeln!(out, "    {r} = \"math.{name}\"({a}) {fm} : ({t}) -> {t}");
        }
        2 => {
            let t = *rng.pick(&FLOAT_TYPES);
            let a = value_of(rng, out, f, t);
            let b = value_of(rng, out, f, t);
            if rng.chance(25) {
                let c = value_of(rng, out, f, t);
                let r = fresh(f, t);
                let t = t.text();
                let _ = writeln!(
                    out,
                    "    {r} = \"math.fma\"({a}, {b}, {c}) {fm} : ({t}, {t}, {t}) -> {t}"
                );
            } else {
                let name = *rng.pick(&MATH_FLOAT_BINARY);
                let r = fresh(f, t);
                let t = t.text();
                let _ = writeln!(
                    out,
                    "    {r} = \"math.{name}\"({a}, {b}) {fm} : ({t}, {t}) -> {t}"
                );
            }
        }
        3 => {
            let t = *rng.pick(&[I8, I32, I64, VI32]);
            let a = value_of(rng, out, f, t);
            if rng.chance(30) {
                let b = value_of(rng, out, f, t);
                let r = fresh(f, t);
                let t = t.text();
                let _ = writeln!(
                    out,
                    "    {r} = \"math.ipowi\"({a}, {b}) : ({t}, {t}) -> {t}"
                );
            } else {
                let name = *rng.pick(&MATH_INT_UNARY);
                let r = fresh(f, t);
                let t = t.text();
                let _ = writeln!(out, "    {r} = \"math.{name}\"({a}) : ({t}) -> {t}");
            }
        }
        4 => {
            let t = *rng.pick(&FLOAT_TYPES);
            let name = *rng.pick(&MATH_CLASSIFY);
            let a = value_of(rng, out, f, t);
            let r = fresh(f, t.bool_like());
            let _ = writeln!(
                out,
                "    {r} = \"math.{name}\"({a}) {fm} : ({}) -> {}",
                t.text(),
                t.bool_like().text()
            );
        }
        _ => {
            // a float to an integer power: the exponent has the base's shape
            let (t, e) = *rng.pick(&[(F32, I32), (F64, I64), (F16, I8), (VF32, VI32)]);
            let a = value_of(rng, out, f, t);
            let b = value_of(rng, out, f, e);
            let r = fresh(f, t);
            let _ = writeln!(
                out,
                "    {r} = \"math.fpowi\"({a}, {b}) {fm} : ({}, {}) -> {}",
                t.text(),
                e.text(),
                t.text()
            );
        }
    }
}

const INDEX_BINARY: [&str; 20] = [
    "add",
    "sub",
    "mul",
    "divs",
    "divu",
    "ceildivs",
    "ceildivu",
    "floordivs",
    "rems",
    "remu",
    "maxs",
    "maxu",
    "mins",
    "minu",
    "shl",
    "shrs",
    "shru",
    "and",
    "or",
    "xor",
];
const INDEX_PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// An index-dialect op.
fn gen_index(rng: &mut Rng, out: &mut String, f: &mut Func) {
    match rng.below(6) {
        0 | 1 => {
            let name = *rng.pick(&INDEX_BINARY);
            let a = value_of(rng, out, f, Index);
            let b = value_of(rng, out, f, Index);
            let r = fresh(f, Index);
            let _ = writeln!(
                out,
                "    {r} = \"index.{name}\"({a}, {b}) : (index, index) -> index"
            );
        }
        2 => {
            let pred = *rng.pick(&INDEX_PREDICATES);
            let a = value_of(rng, out, f, Index);
            let b = value_of(rng, out, f, Index);
            let r = fresh(f, I1);
            let _ = writeln!(
                out,
                "    {r} = \"index.cmp\"({a}, {b}) <{{pred = #index<cmp_predicate {pred}>}}> : (index, index) -> i1"
            );
        }
        3 => {
            let v = *rng.pick(&[0i64, 1, -3, 42, 4096]);
            let r = fresh(f, Index);
            let _ = writeln!(
                out,
                "    {r} = \"index.constant\"() <{{value = {v} : index}}> : () -> index"
            );
        }
        4 => {
            let name = *rng.pick(&["casts", "castu"]);
            let t = *rng.pick(&[I8, I32, I64]);
            if rng.chance(50) {
                let a = value_of(rng, out, f, t);
                let r = fresh(f, Index);
                let _ = writeln!(
                    out,
                    "    {r} = \"index.{name}\"({a}) : ({}) -> index",
                    t.text()
                );
            } else {
                let a = value_of(rng, out, f, Index);
                let r = fresh(f, t);
                let _ = writeln!(
                    out,
                    "    {r} = \"index.{name}\"({a}) : (index) -> {}",
                    t.text()
                );
            }
        }
        _ => {
            if rng.chance(50) {
                let r = fresh(f, Index);
                let _ = writeln!(out, "    {r} = \"index.sizeof\"() : () -> index");
            } else {
                let v = if rng.chance(50) { "true" } else { "false" };
                let r = fresh(f, I1);
                let _ = writeln!(
                    out,
                    "    {r} = \"index.bool.constant\"() <{{value = {v}}}> : () -> i1"
                );
            }
        }
    }
}

/// The ops of one scf region's block (values defined inside are not visible after it),
/// ending with `scf.yield` of values of `yields`.
fn gen_region_body(
    rng: &mut Rng,
    out: &mut String,
    f: &mut Func,
    callees: &[(String, Vec<Ty>, Vec<Ty>)],
    args: &[(String, Ty)],
    yields: &[Ty],
) {
    let mark = f.values.len();
    f.values.extend(args.iter().cloned());
    f.depth += 1;
    for _ in 0..rng.below(4) {
        gen_op(rng, out, f, callees);
    }
    let vals = operands_for(rng, out, f, yields);
    let _ = writeln!(
        out,
        "    \"scf.yield\"({}) : ({}) -> ()",
        vals.join(", "),
        types_text(yields)
    );
    f.depth -= 1;
    f.values.truncate(mark);
}

/// A name for the results of an op producing `tys` (`%vN` or `%vN:k`), registered as values
/// after the op (call it once the op's regions are generated).
fn results_lhs(f: &mut Func, tys: &[Ty]) -> String {
    match tys.len() {
        0 => String::new(),
        1 => format!("{} = ", fresh(f, tys[0])),
        n => {
            let r = fresh(f, tys[0]);
            for (i, t) in tys.iter().enumerate().skip(1) {
                f.values.push((format!("{r}#{i}"), *t));
            }
            format!("{r}:{n} = ")
        }
    }
}

/// An scf op with regions (nested up to [`MAX_DEPTH`]).
fn gen_scf(rng: &mut Rng, out: &mut String, f: &mut Func, callees: &[(String, Vec<Ty>, Vec<Ty>)]) {
    if f.depth >= MAX_DEPTH {
        let ty = *rng.pick(&all_types());
        constant(rng, out, f, ty);
        return;
    }
    let nres = rng.below(3);
    let results: Vec<Ty> = (0..nres).map(|_| *rng.pick(&all_types())).collect();
    let rtys = types_text(&results);
    // the region text goes to a side buffer: the result names are bound after it
    let mut body = String::new();
    match rng.below(4) {
        0 => {
            let c = value_of(rng, out, f, I1);
            let _ = writeln!(body, "({{");
            gen_region_body(rng, &mut body, f, callees, &[], &results);
            let _ = writeln!(body, "  }}, {{");
            gen_region_body(rng, &mut body, f, callees, &[], &results);
            let lhs = results_lhs(f, &results);
            let _ = writeln!(
                out,
                "    {lhs}\"scf.if\"({c}) {body}  }}) : (i1) -> ({rtys})"
            );
        }
        1 => {
            let lb = value_of(rng, out, f, Index);
            let ub = value_of(rng, out, f, Index);
            // a positive constant step (a constant step must be positive)
            let step = fresh(f, Index);
            let s = 1 + rng.below(4);
            let _ = writeln!(
                out,
                "    {step} = \"arith.constant\"() <{{value = {s} : index}}> : () -> index"
            );
            let inits = operands_for(rng, out, f, &results);
            let iv = format!("%i{}", f.next);
            f.next += 1;
            let mut args = vec![(iv.clone(), Index)];
            let mut header = vec![format!("{iv}: index")];
            for t in &results {
                let n = format!("%a{}", f.next);
                f.next += 1;
                header.push(format!("{n}: {}", t.text()));
                args.push((n, *t));
            }
            let _ = writeln!(body, "({{");
            let _ = writeln!(body, "  ^bb0({}):", header.join(", "));
            gen_region_body(rng, &mut body, f, callees, &args, &results);
            let mut all = vec![lb, ub, step];
            all.extend(inits);
            let mut tys = vec![Index, Index, Index];
            tys.extend(&results);
            let lhs = results_lhs(f, &results);
            let _ = writeln!(
                out,
                "    {lhs}\"scf.for\"({}) {body}  }}) : ({}) -> ({rtys})",
                all.join(", "),
                types_text(&tys)
            );
        }
        2 => {
            let _ = writeln!(body, "({{");
            gen_region_body(rng, &mut body, f, callees, &[], &results);
            let lhs = results_lhs(f, &results);
            let _ = writeln!(
                out,
                "    {lhs}\"scf.execute_region\"() {body}  }}) : () -> ({rtys})"
            );
        }
        _ => {
            let arg = value_of(rng, out, f, Index);
            let ncases = rng.below(3);
            let mut cases: Vec<i64> = Vec::new();
            while cases.len() < ncases {
                let v = *rng.pick(&[-1i64, 0, 1, 2, 7, 100]);
                if !cases.contains(&v) {
                    cases.push(v);
                }
            }
            let _ = writeln!(body, "({{");
            gen_region_body(rng, &mut body, f, callees, &[], &results);
            for _ in 0..ncases {
                let _ = writeln!(body, "  }}, {{");
                gen_region_body(rng, &mut body, f, callees, &[], &results);
            }
            let lhs = results_lhs(f, &results);
            let list: Vec<String> = cases.iter().map(|c| c.to_string()).collect();
            let cases = if list.is_empty() {
                "array<i64>".to_string()
            } else {
                format!("array<i64: {}>", list.join(", "))
            };
            let _ = writeln!(
                out,
                "    {lhs}\"scf.index_switch\"({arg}) <{{cases = {cases}}}> {body}  }}) : (index) -> ({rtys})"
            );
        }
    }
}

/// A cast between two types the op allows.
fn gen_cast(rng: &mut Rng, out: &mut String, f: &mut Func) {
    // (op, from, to) triples that verify
    let casts: &[(&str, Ty, Ty)] = &[
        ("extsi", I8, I32),
        ("extsi", I32, I64),
        ("extui", I1, I32),
        ("extui", I8, I64),
        ("trunci", I64, I32),
        ("trunci", I32, I8),
        ("sitofp", I32, F32),
        ("sitofp", I64, F64),
        ("uitofp", I8, F16),
        ("fptosi", F32, I32),
        ("fptoui", F64, I64),
        ("extf", F16, F32),
        ("extf", F32, F64),
        ("truncf", F64, F32),
        ("truncf", F32, F16),
        ("index_cast", I32, Index),
        ("index_cast", Index, I64),
        ("index_castui", Index, I32),
        ("bitcast", I32, F32),
        ("bitcast", F64, I64),
        ("bitcast", VI32, VF32),
    ];
    let (name, from, to) = *rng.pick(casts);
    debug_assert!(from.is_int() || from.is_float());
    let _ = from.width() + to.width();
    let a = value_of(rng, out, f, from);
    let r = fresh(f, to);
    let _ = writeln!(
        out,
        "    {r} = \"arith.{name}\"({a}) : ({}) -> {}",
        from.text(),
        to.text()
    );
}

//! Random memory-and-loop programs: functions over memrefs and tensors in custom form, with
//! `memref` (alloc, alloca, dealloc, load, store, subview, cast, dim), `tensor` (empty, extract,
//! insert, extract_slice, insert_slice, cast, dim), `affine` (for nests whose bounds are
//! constants, symbols or maps with `min`/`max`, iteration arguments, load/store with affine
//! subscripts over loop variables and `symbol(...)` operands, apply, min, max, if with integer
//! sets and results), and `arith`/`scf` mixed in.
//!
//! Unlike [`super::program`], these programs are written in custom form: the forms under test
//! are the hand-written parsers of `affine` and the `custom<...>` directives of `memref` and
//! `tensor`, and mlir-opt's goldens of a custom input also cover the generic form (the corpus
//! records its generic print and parses that back). Every value used as an affine dimension
//! or symbol obeys MLIR's rules (loop variables and `affine.apply` of dimensions are
//! dimensions; function-level values, constants and `affine.apply` of symbols are symbols), and
//! static slices stay inside their source, so every program verifies.

use std::fmt::Write;

use super::Rng;

/// A shaped type: dimensions (`None` is `?`), element type, and an optional strided layout
/// (`strides`, `offset`; `None` entries are `?`).
#[derive(Clone, PartialEq, Debug)]
struct Shaped {
    dims: Vec<Option<i64>>,
    elem: Scalar,
    strided: Option<(Vec<Option<i64>>, Option<i64>)>,
}

/// The scalar types of the generated values.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Scalar {
    Index,
    I32,
    F32,
}

/// A value's type.
#[derive(Clone, PartialEq, Debug)]
enum T {
    S(Scalar),
    Mem(Shaped),
    Ten(Shaped),
}

fn scalar_text(s: Scalar) -> &'static str {
    match s {
        Scalar::Index => "index",
        Scalar::I32 => "i32",
        Scalar::F32 => "f32",
    }
}

fn dyn_text(d: Option<i64>) -> String {
    d.map_or("?".to_string(), |v| v.to_string())
}

impl Shaped {
    fn shape_text(&self) -> String {
        let mut s = String::new();
        for d in &self.dims {
            s.push_str(&dyn_text(*d));
            s.push('x');
        }
        s.push_str(scalar_text(self.elem));
        s
    }
    /// The strides of the memref (its layout, or the identity layout's).
    fn strides(&self) -> (Vec<Option<i64>>, Option<i64>) {
        if let Some(l) = &self.strided {
            return l.clone();
        }
        let mut st = vec![Some(1i64); self.dims.len()];
        let mut acc = Some(1i64);
        for k in (0..self.dims.len()).rev() {
            st[k] = acc;
            acc = match (acc, self.dims[k]) {
                (Some(a), Some(d)) => Some(a * d),
                _ => None,
            };
        }
        (st, Some(0))
    }
}

impl T {
    fn text(&self) -> String {
        match self {
            T::S(s) => scalar_text(*s).to_string(),
            T::Ten(s) => format!("tensor<{}>", s.shape_text()),
            T::Mem(s) => match &s.strided {
                None => format!("memref<{}>", s.shape_text()),
                Some((st, off)) => {
                    let st: Vec<String> = st.iter().map(|d| dyn_text(*d)).collect();
                    let off = match off {
                        Some(0) => String::new(),
                        o => format!(", offset: {}", dyn_text(*o)),
                    };
                    format!(
                        "memref<{}, strided<[{}]{off}>>",
                        s.shape_text(),
                        st.join(", ")
                    )
                }
            },
        }
    }
}

/// A value in scope: its name, type, and whether it is a valid affine dimension / symbol.
#[derive(Clone)]
struct V {
    name: String,
    ty: T,
    dim: bool,
    sym: bool,
}

/// A function under construction.
struct F {
    vals: Vec<V>,
    next: usize,
    depth: usize,
    indent: usize,
}

/// How deep regions nest.
const MAX_DEPTH: usize = 3;

impl F {
    fn name(&mut self, stem: &str) -> String {
        self.next += 1;
        format!("%{stem}{}", self.next)
    }
    fn line(&self, out: &mut String, text: &str) {
        let _ = writeln!(out, "{}{text}", "  ".repeat(self.indent));
    }
    fn push(&mut self, name: &str, ty: T, dim: bool, sym: bool) {
        self.vals.push(V {
            name: name.to_string(),
            ty,
            dim,
            sym,
        });
    }
    fn of(&self, pred: impl Fn(&V) -> bool) -> Vec<V> {
        self.vals.iter().filter(|v| pred(v)).cloned().collect()
    }
}

const SHAPES: [&[Option<i64>]; 8] = [
    &[Some(4)],
    &[Some(4), Some(8)],
    &[None],
    &[None, None],
    &[None, Some(8)],
    &[Some(2), Some(3), Some(4)],
    &[],
    &[Some(16)],
];

fn random_shaped(rng: &mut Rng) -> Shaped {
    Shaped {
        dims: rng.pick(&SHAPES).to_vec(),
        elem: *rng.pick(&[Scalar::F32, Scalar::F32, Scalar::I32]),
        strided: None,
    }
}

/// A memref argument type: identity layout, or an explicit strided layout.
fn random_memref(rng: &mut Rng) -> Shaped {
    let mut s = random_shaped(rng);
    if rng.chance(25) && !s.dims.is_empty() {
        let st: Vec<Option<i64>> = s
            .dims
            .iter()
            .enumerate()
            .map(|(k, _)| {
                if rng.chance(30) {
                    None
                } else {
                    Some([1i64, 2, 16, 64][(k + rng.below(2)) % 4])
                }
            })
            .collect();
        let off = *rng.pick(&[Some(0), Some(3), None]);
        s.strided = Some((st, off));
    }
    s
}

/// Generates a module of `funcs` functions of about `ops` ops each over memrefs, tensors and
/// affine loops (see the module doc). The same seed always gives the same program.
pub fn memory_program(seed: u64, funcs: usize, ops: usize) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x6d65_6d6c_6f6f_7021 | 1);
    let mut out = String::from("module {\n");
    for k in 0..funcs.max(1) {
        gen_func(&mut rng, &mut out, k, ops);
    }
    out.push_str("}\n");
    out
}

fn gen_func(rng: &mut Rng, out: &mut String, k: usize, ops: usize) {
    let mut f = F {
        vals: Vec::new(),
        next: 0,
        depth: 0,
        indent: 1,
    };
    let mut args = Vec::new();
    let stems = ["buf", "A", "n", "t", "x", "m", "off"];
    for a in 0..2 + rng.below(5) {
        let ty = match rng.below(6) {
            0 | 1 => T::Mem(random_memref(rng)),
            2 => T::Ten(random_shaped(rng)),
            3 | 4 => T::S(Scalar::Index),
            _ => T::S(*rng.pick(&[Scalar::F32, Scalar::I32])),
        };
        let name = format!("%{}_{a}", stems[rng.below(stems.len())]);
        args.push(format!("{name}: {}", ty.text()));
        f.push(&name, ty, true, true);
    }
    // results: a scalar, or a tensor argument's type
    let mut results: Vec<T> = Vec::new();
    for _ in 0..rng.below(3) {
        let tensors = f.of(|v| matches!(v.ty, T::Ten(_)));
        if !tensors.is_empty() && rng.chance(40) {
            results.push(rng.pick(&tensors).ty.clone());
        } else {
            results.push(T::S(*rng.pick(&[Scalar::F32, Scalar::Index, Scalar::I32])));
        }
    }
    let rtext = match results.len() {
        0 => String::new(),
        1 => format!(" -> {}", results[0].text()),
        _ => format!(
            " -> ({})",
            results.iter().map(T::text).collect::<Vec<_>>().join(", ")
        ),
    };
    let _ = writeln!(out, "  func.func @m{k}({}){rtext} {{", args.join(", "));
    for _ in 0..1 + rng.below(ops.max(1)) {
        gen_op(rng, out, &mut f);
    }
    let vals: Vec<String> = results.iter().map(|t| value(rng, out, &mut f, t)).collect();
    if vals.is_empty() {
        f.line(out, "  return");
    } else {
        let tys: Vec<String> = results.iter().map(T::text).collect();
        f.line(
            out,
            &format!("  return {} : {}", vals.join(", "), tys.join(", ")),
        );
    }
    let _ = writeln!(out, "  }}");
}

/// A value of type `ty`: one in scope, or a new constant (scalars), `tensor.empty`.
fn value(rng: &mut Rng, out: &mut String, f: &mut F, ty: &T) -> String {
    let have = f.of(|v| v.ty == *ty);
    if !have.is_empty() && rng.chance(80) {
        return rng.pick(&have).name.clone();
    }
    match ty {
        T::S(s) => constant(rng, out, f, *s),
        T::Ten(sh) => {
            let dyns: Vec<String> = sh
                .dims
                .iter()
                .filter(|d| d.is_none())
                .map(|_| index(rng, out, f))
                .collect();
            let r = f.name("e");
            f.line(
                out,
                &format!("  {r} = tensor.empty({}) : {}", dyns.join(", "), ty.text()),
            );
            f.push(&r, ty.clone(), false, false);
            r
        }
        T::Mem(_) => {
            // callers only ask for scalars and tensors
            constant(rng, out, f, Scalar::Index)
        }
    }
}

fn constant(rng: &mut Rng, out: &mut String, f: &mut F, s: Scalar) -> String {
    let (r, text) = match s {
        Scalar::Index => {
            let v = *rng.pick(&[0i64, 1, 2, 3, 4, 8, 16]);
            (f.name(&format!("c{v}_")), format!("{v} : index"))
        }
        Scalar::I32 => {
            let v = *rng.pick(&[0i64, 1, -7, 42]);
            (f.name("ci"), format!("{v} : i32"))
        }
        Scalar::F32 => {
            let v = *rng.pick(&["0.0", "1.0", "2.5", "-4.0e+00"]);
            (f.name("cst"), format!("{v} : f32"))
        }
    };
    f.line(out, &format!("  {r} = arith.constant {text}"));
    f.push(&r, T::S(s), s == Scalar::Index, s == Scalar::Index);
    r
}

fn index(rng: &mut Rng, out: &mut String, f: &mut F) -> String {
    value(rng, out, f, &T::S(Scalar::Index))
}

fn gen_op(rng: &mut Rng, out: &mut String, f: &mut F) {
    match rng.below(20) {
        0 | 1 => gen_affine_for(rng, out, f),
        2 => gen_affine_if(rng, out, f),
        3 | 4 => gen_affine_access(rng, out, f),
        5 | 6 => gen_affine_apply(rng, out, f),
        7 => {
            gen_alloc(rng, out, f);
        }
        8 | 9 => gen_memref_access(rng, out, f),
        10 => gen_subview(rng, out, f),
        11 => gen_cast(rng, out, f),
        12 => gen_dim(rng, out, f),
        13 | 14 => gen_tensor(rng, out, f),
        15 => gen_extract_slice(rng, out, f),
        16 => gen_scf_for(rng, out, f),
        _ => gen_arith(rng, out, f),
    }
}

fn gen_arith(rng: &mut Rng, out: &mut String, f: &mut F) {
    let s = *rng.pick(&[Scalar::F32, Scalar::I32, Scalar::Index]);
    let a = value(rng, out, f, &T::S(s));
    let b = value(rng, out, f, &T::S(s));
    let (op, stem) = match s {
        Scalar::F32 => (*rng.pick(&["addf", "mulf", "subf"]), "sum"),
        _ => (*rng.pick(&["addi", "muli", "subi"]), "acc"),
    };
    let r = f.name(stem);
    f.line(
        out,
        &format!("  {r} = arith.{op} {a}, {b} : {}", scalar_text(s)),
    );
    f.push(&r, T::S(s), false, false);
}

/// A random affine expression over `nd` dimensions and `ns` symbols, whose leaves are written
/// by `leaf` (`d0`/`s0` in maps, `%v`/`symbol(%v)` in subscripts).
fn aexpr(
    rng: &mut Rng,
    depth: usize,
    nd: usize,
    ns: usize,
    leaf: &dyn Fn(bool, usize) -> String,
) -> String {
    aexpr_in(rng, depth, nd, ns, leaf, true)
}

/// [`aexpr`], with semi-affine terms (a symbol as multiplier or divisor) where `semi`.
fn aexpr_in(
    rng: &mut Rng,
    depth: usize,
    nd: usize,
    ns: usize,
    leaf: &dyn Fn(bool, usize) -> String,
    semi: bool,
) -> String {
    let atom = |rng: &mut Rng| -> String {
        let r = rng.below(nd + ns + 1);
        if r < nd {
            leaf(false, r)
        } else if r < nd + ns {
            leaf(true, r - nd)
        } else {
            rng.pick(&["0", "1", "2", "-3", "7"]).to_string()
        }
    };
    if depth == 0 || rng.chance(35) {
        return atom(rng);
    }
    let a = aexpr_in(rng, depth - 1, nd, ns, leaf, semi);
    match rng.below(9) {
        0 | 1 => format!("({a}) + ({})", aexpr_in(rng, depth - 1, nd, ns, leaf, semi)),
        2 => format!("({a}) - ({})", aexpr_in(rng, depth - 1, nd, ns, leaf, semi)),
        3 => format!("({a}) * {}", rng.pick(&["2", "3", "-1", "0", "4"])),
        4 => format!("{} * ({a})", rng.pick(&["2", "5", "-2"])),
        5 => format!("({a}) floordiv {}", rng.pick(&["1", "2", "4", "3"])),
        6 => format!("({a}) ceildiv {}", rng.pick(&["2", "8", "1"])),
        7 => format!("({a}) mod {}", rng.pick(&["2", "4", "1", "5"])),
        _ if ns > 0 && semi => {
            // semi-affine: a symbol as multiplier or divisor
            let s = leaf(true, rng.below(ns));
            match rng.below(3) {
                0 => format!("({a}) * {s}"),
                1 => format!("({a}) floordiv {s}"),
                _ => format!("({a}) mod {s}"),
            }
        }
        _ => format!("-({a})"),
    }
}

fn map_leaf(sym: bool, k: usize) -> String {
    if sym {
        format!("s{k}")
    } else {
        format!("d{k}")
    }
}

/// A random map with `nres` results and its operands: `(map text, operands text)`, e.g.
/// `("affine_map<(d0)[s0] -> (d0 + s0)>", "(%i)[%n]")`.
fn map_with_operands(rng: &mut Rng, f: &F, nres: usize) -> (String, String) {
    let dims = f.of(|v| v.dim && v.ty == T::S(Scalar::Index));
    let syms = f.of(|v| v.sym && v.ty == T::S(Scalar::Index));
    let nd = if dims.is_empty() { 0 } else { rng.below(3) };
    let ns = if syms.is_empty() { 0 } else { rng.below(3) };
    let d: Vec<String> = (0..nd).map(|k| format!("d{k}")).collect();
    let s: Vec<String> = (0..ns).map(|k| format!("s{k}")).collect();
    let res: Vec<String> = (0..nres)
        .map(|_| aexpr(rng, 2, nd, ns, &map_leaf))
        .collect();
    let syms_text = if ns > 0 {
        format!("[{}]", s.join(", "))
    } else {
        String::new()
    };
    let map = format!(
        "affine_map<({}){syms_text} -> ({})>",
        d.join(", "),
        res.join(", ")
    );
    let dops: Vec<String> = (0..nd).map(|_| rng.pick(&dims).name.clone()).collect();
    let sops: Vec<String> = (0..ns).map(|_| rng.pick(&syms).name.clone()).collect();
    let ops = if ns > 0 {
        format!("({})[{}]", dops.join(", "), sops.join(", "))
    } else {
        format!("({})", dops.join(", "))
    };
    (map, ops)
}

/// An `affine.for` bound: a constant, a symbol, or a (min/max) map with operands.
fn bound(rng: &mut Rng, f: &F, kw: &str) -> String {
    let syms = f.of(|v| v.sym && v.ty == T::S(Scalar::Index));
    match rng.below(4) {
        0 => rng.pick(&["0", "1", "4", "10", "-2"]).to_string(),
        1 if !syms.is_empty() => rng.pick(&syms).name.clone(),
        _ => {
            let nres = if rng.chance(40) { 2 } else { 1 };
            let (map, ops) = map_with_operands(rng, f, nres);
            let pre = if nres > 1 {
                format!("{kw} ")
            } else {
                String::new()
            };
            format!("{pre}{map}{ops}")
        }
    }
}

/// The scalar types loops and conditionals carry.
fn carried(rng: &mut Rng) -> Vec<Scalar> {
    (0..rng.below(3))
        .map(|_| *rng.pick(&[Scalar::F32, Scalar::Index, Scalar::I32]))
        .collect()
}

fn types_text(ts: &[Scalar]) -> String {
    ts.iter()
        .map(|s| scalar_text(*s))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The ops of a region body ending with `yield_op` of values of `yields` (at one more
/// indentation level; values defined inside go out of scope after it).
fn body(
    rng: &mut Rng,
    out: &mut String,
    f: &mut F,
    yield_op: &str,
    yields: &[Scalar],
    always: bool,
) {
    let mark = f.vals.len();
    f.depth += 1;
    f.indent += 1;
    for _ in 0..rng.below(5) {
        gen_op(rng, out, f);
    }
    let vals: Vec<String> = yields
        .iter()
        .map(|s| value(rng, out, f, &T::S(*s)))
        .collect();
    if !vals.is_empty() {
        f.line(
            out,
            &format!("  {yield_op} {} : {}", vals.join(", "), types_text(yields)),
        );
    } else if always || rng.chance(20) {
        f.line(out, &format!("  {yield_op}"));
    }
    f.indent -= 1;
    f.depth -= 1;
    f.vals.truncate(mark);
}

/// The `%r = ` / `%r:2 = ` prefix of an op with results `tys` (bound after its regions).
fn lhs(f: &mut F, stem: &str, tys: &[Scalar]) -> (String, String) {
    let r = f.name(stem);
    let text = match tys.len() {
        0 => String::new(),
        1 => format!("{r} = "),
        n => format!("{r}:{n} = "),
    };
    (r, text)
}

fn bind_results(f: &mut F, r: &str, tys: &[Scalar]) {
    for (k, s) in tys.iter().enumerate() {
        let name = if tys.len() == 1 {
            r.to_string()
        } else {
            format!("{r}#{k}")
        };
        let top = f.depth == 0 && *s == Scalar::Index;
        f.push(&name, T::S(*s), top, top);
    }
}

fn gen_affine_for(rng: &mut Rng, out: &mut String, f: &mut F) {
    if f.depth >= MAX_DEPTH {
        return gen_affine_access(rng, out, f);
    }
    let lb = bound(rng, f, "max");
    let ub = bound(rng, f, "min");
    let step = if rng.chance(30) {
        format!(" step {}", rng.pick(&["2", "3", "16"]))
    } else {
        String::new()
    };
    let tys = carried(rng);
    let inits: Vec<String> = tys.iter().map(|s| value(rng, out, f, &T::S(*s))).collect();
    let iv = f.name("i");
    let (r, l) = lhs(f, "r", &tys);
    let mut iter = String::new();
    let mark = f.vals.len();
    f.push(&iv, T::S(Scalar::Index), true, false);
    if !tys.is_empty() {
        let pairs: Vec<String> = tys
            .iter()
            .zip(&inits)
            .map(|(s, init)| {
                let a = f.name("acc");
                f.push(&a, T::S(*s), false, false);
                format!("{a} = {init}")
            })
            .collect();
        iter = format!(" iter_args({}) -> ({})", pairs.join(", "), types_text(&tys));
    }
    f.line(
        out,
        &format!("  {l}affine.for {iv} = {lb} to {ub}{step}{iter} {{"),
    );
    body(rng, out, f, "affine.yield", &tys, false);
    f.vals.truncate(mark);
    f.line(out, "  }");
    bind_results(f, &r, &tys);
}

fn gen_affine_if(rng: &mut Rng, out: &mut String, f: &mut F) {
    if f.depth >= MAX_DEPTH {
        return gen_affine_apply(rng, out, f);
    }
    let dims = f.of(|v| v.dim && v.ty == T::S(Scalar::Index));
    let syms = f.of(|v| v.sym && v.ty == T::S(Scalar::Index));
    let nd = if dims.is_empty() { 0 } else { 1 + rng.below(2) };
    let ns = if syms.is_empty() { 0 } else { rng.below(2) };
    let cons: Vec<String> = (0..1 + rng.below(3))
        .map(|_| {
            let e = aexpr(rng, 2, nd, ns, &map_leaf);
            let rel = if rng.chance(70) { ">=" } else { "==" };
            format!("{e} {rel} 0")
        })
        .collect();
    let d: Vec<String> = (0..nd).map(|k| format!("d{k}")).collect();
    let s: Vec<String> = (0..ns).map(|k| format!("s{k}")).collect();
    let st = if ns > 0 {
        format!("[{}]", s.join(", "))
    } else {
        String::new()
    };
    let set = format!("affine_set<({}){st} : ({})>", d.join(", "), cons.join(", "));
    let dops: Vec<String> = (0..nd).map(|_| rng.pick(&dims).name.clone()).collect();
    let sops: Vec<String> = (0..ns).map(|_| rng.pick(&syms).name.clone()).collect();
    let sopt = if ns > 0 {
        format!("[{}]", sops.join(", "))
    } else {
        String::new()
    };
    let tys = carried(rng);
    let (r, l) = lhs(f, "sel", &tys);
    let rt = if tys.is_empty() {
        String::new()
    } else {
        format!(
            " -> {}",
            if tys.len() == 1 {
                types_text(&tys)
            } else {
                format!("({})", types_text(&tys))
            }
        )
    };
    f.line(
        out,
        &format!("  {l}affine.if {set}({}){sopt}{rt} {{", dops.join(", ")),
    );
    body(rng, out, f, "affine.yield", &tys, false);
    if !tys.is_empty() || rng.chance(50) {
        f.line(out, "  } else {");
        body(rng, out, f, "affine.yield", &tys, false);
    }
    f.line(out, "  }");
    bind_results(f, &r, &tys);
}

/// A memref in scope (or a new `memref.alloca`).
fn memref(rng: &mut Rng, out: &mut String, f: &mut F) -> (String, Shaped) {
    let have = f.of(|v| matches!(v.ty, T::Mem(_)));
    if !have.is_empty() && rng.chance(85) {
        let v = rng.pick(&have);
        if let T::Mem(s) = &v.ty {
            return (v.name.clone(), s.clone());
        }
    }
    gen_alloc(rng, out, f)
}

/// An affine subscript over loop variables, symbols and constants.
fn subscript(rng: &mut Rng, f: &F) -> String {
    // mlir-opt reads no result number (`%r#1`) in a subscript
    let dims = f.of(|v| v.dim && v.ty == T::S(Scalar::Index) && !v.name.contains('#'));
    let syms = f.of(|v| v.sym && v.ty == T::S(Scalar::Index) && !v.name.contains('#'));
    let dn: Vec<String> = dims.iter().map(|v| v.name.clone()).collect();
    let sn: Vec<String> = syms.iter().map(|v| v.name.clone()).collect();
    let pick_d = rng.next();
    let pick_s = rng.next();
    let leaf = move |sym: bool, k: usize| -> String {
        if sym {
            format!("symbol({})", sn[(k + pick_s as usize) % sn.len()])
        } else {
            dn[(k + pick_d as usize) % dn.len()].clone()
        }
    };
    let nd = dims.len().min(2);
    let ns = syms.len().min(2);
    aexpr_in(rng, 2, nd, ns, &leaf, false)
}

fn gen_affine_access(rng: &mut Rng, out: &mut String, f: &mut F) {
    let (m, sh) = memref(rng, out, f);
    let subs: Vec<String> = sh.dims.iter().map(|_| subscript(rng, f)).collect();
    let ty = T::Mem(sh.clone()).text();
    if rng.chance(50) {
        let r = f.name("ld");
        f.line(
            out,
            &format!("  {r} = affine.load {m}[{}] : {ty}", subs.join(", ")),
        );
        f.push(&r, T::S(sh.elem), false, false);
    } else {
        let v = value(rng, out, f, &T::S(sh.elem));
        f.line(
            out,
            &format!("  affine.store {v}, {m}[{}] : {ty}", subs.join(", ")),
        );
    }
}

fn gen_affine_apply(rng: &mut Rng, out: &mut String, f: &mut F) {
    let kind = rng.below(4);
    let nres = if kind >= 2 { 1 + rng.below(3) } else { 1 };
    let (map, ops) = map_with_operands(rng, f, nres);
    // the operands' kinds decide what the result is
    let (dim, sym) = operands_kind(f, &ops);
    let op = ["apply", "apply", "min", "max"][kind];
    let r = f.name(if kind < 2 { "idx" } else { "bnd" });
    f.line(out, &format!("  {r} = affine.{op} {map} {ops}"));
    let top = f.depth == 0;
    let apply = kind < 2;
    f.push(
        &r,
        T::S(Scalar::Index),
        top || (apply && dim),
        top || (apply && sym),
    );
}

/// Whether all operands named in `ops` are dimensions / symbols.
fn operands_kind(f: &F, ops: &str) -> (bool, bool) {
    let names: Vec<&str> = ops
        .split(|c: char| "()[], ".contains(c))
        .filter(|s| !s.is_empty())
        .collect();
    let find = |n: &str| f.vals.iter().rev().find(|v| v.name == n);
    let dim = names.iter().all(|n| find(n).is_some_and(|v| v.dim));
    let sym = names.iter().all(|n| find(n).is_some_and(|v| v.sym));
    (dim, sym)
}

fn gen_alloc(rng: &mut Rng, out: &mut String, f: &mut F) -> (String, Shaped) {
    let sh = random_shaped(rng);
    let dyns: Vec<String> = sh
        .dims
        .iter()
        .filter(|d| d.is_none())
        .map(|_| index(rng, out, f))
        .collect();
    let op = if rng.chance(50) { "alloc" } else { "alloca" };
    let attr = if rng.chance(25) {
        " {alignment = 64 : i64}"
    } else {
        ""
    };
    let r = f.name(if op == "alloc" { "buf" } else { "tile" });
    let ty = T::Mem(sh.clone());
    f.line(
        out,
        &format!(
            "  {r} = memref.{op}({}){attr} : {}",
            dyns.join(", "),
            ty.text()
        ),
    );
    let top = f.depth == 0;
    f.push(&r, ty.clone(), false, false);
    let _ = top;
    if op == "alloc" && rng.chance(20) {
        f.line(out, &format!("  memref.dealloc {r} : {}", ty.text()));
        f.vals.pop();
    }
    (r, sh)
}

fn gen_memref_access(rng: &mut Rng, out: &mut String, f: &mut F) {
    let (m, sh) = memref(rng, out, f);
    let idx: Vec<String> = sh.dims.iter().map(|_| index(rng, out, f)).collect();
    let ty = T::Mem(sh.clone()).text();
    let nt = if rng.chance(15) {
        " {nontemporal = true}"
    } else {
        ""
    };
    if rng.chance(50) {
        let r = f.name("val");
        f.line(
            out,
            &format!("  {r} = memref.load {m}[{}]{nt} : {ty}", idx.join(", ")),
        );
        f.push(&r, T::S(sh.elem), false, false);
    } else {
        let v = value(rng, out, f, &T::S(sh.elem));
        f.line(
            out,
            &format!("  memref.store {v}, {m}[{}]{nt} : {ty}", idx.join(", ")),
        );
    }
}

/// Random in-bounds slice parameters of `dims`: (offsets, sizes, strides) as text and the
/// static values (`None` where dynamic), plus which unit dimensions may be dropped.
struct Slice {
    offs: Vec<Option<i64>>,
    sizes: Vec<Option<i64>>,
    steps: Vec<Option<i64>>,
    text: String,
}

fn slice(rng: &mut Rng, out: &mut String, f: &mut F, dims: &[Option<i64>]) -> Slice {
    let (mut offs, mut sizes, mut steps) = (Vec::new(), Vec::new(), Vec::new());
    let (mut ot, mut zt, mut st) = (Vec::new(), Vec::new(), Vec::new());
    for d in dims {
        let dynamic = |rng: &mut Rng, out: &mut String, f: &mut F, t: &mut Vec<String>| {
            t.push(index(rng, out, f));
            None
        };
        match d {
            Some(n) if rng.chance(70) => {
                let size = 1 + rng.below(*n as usize) as i64;
                let step = if size > 1 && (size - 1) * 2 < *n && rng.chance(30) {
                    2
                } else {
                    1
                };
                let off = rng.below((n - (size - 1) * step) as usize) as i64;
                offs.push(Some(off));
                sizes.push(Some(size));
                steps.push(Some(step));
                ot.push(off.to_string());
                zt.push(size.to_string());
                st.push(step.to_string());
            }
            _ => {
                offs.push(if rng.chance(50) {
                    dynamic(rng, out, f, &mut ot)
                } else {
                    ot.push("0".into());
                    Some(0)
                });
                sizes.push(if rng.chance(60) {
                    dynamic(rng, out, f, &mut zt)
                } else {
                    zt.push("1".into());
                    Some(1)
                });
                steps.push(if rng.chance(25) {
                    dynamic(rng, out, f, &mut st)
                } else {
                    st.push("1".into());
                    Some(1)
                });
            }
        }
    }
    let text = format!(
        "[{}] [{}] [{}]",
        ot.join(", "),
        zt.join(", "),
        st.join(", ")
    );
    Slice {
        offs,
        sizes,
        steps,
        text,
    }
}

/// Which result dimensions to keep: all, or all but some static unit sizes.
fn kept(rng: &mut Rng, sizes: &[Option<i64>]) -> Vec<bool> {
    let reduce = rng.chance(30);
    sizes
        .iter()
        .map(|s| !(reduce && *s == Some(1) && rng.chance(70)))
        .collect()
}

fn mul(a: Option<i64>, b: Option<i64>) -> Option<i64> {
    match (a, b) {
        (Some(0), _) | (_, Some(0)) => Some(0),
        (Some(x), Some(y)) => Some(x * y),
        _ => None,
    }
}

fn gen_subview(rng: &mut Rng, out: &mut String, f: &mut F) {
    let (m, sh) = memref(rng, out, f);
    if sh.dims.is_empty() {
        return gen_dim(rng, out, f);
    }
    let sl = slice(rng, out, f, &sh.dims);
    let (src_st, src_off) = sh.strides();
    let mut off = src_off;
    for (o, s) in sl.offs.iter().zip(&src_st) {
        off = match (off, mul(*o, *s)) {
            (Some(a), Some(b)) => Some(a + b),
            _ => None,
        };
    }
    let keep = kept(rng, &sl.sizes);
    let mut dims = Vec::new();
    let mut strides = Vec::new();
    for k in 0..sh.dims.len() {
        if keep[k] {
            dims.push(sl.sizes[k]);
            strides.push(mul(src_st[k], sl.steps[k]));
        }
    }
    let res = Shaped {
        dims,
        elem: sh.elem,
        strided: Some((strides, off)),
    };
    let r = f.name("view");
    let (st, rt) = (T::Mem(sh).text(), T::Mem(res.clone()).text());
    f.line(
        out,
        &format!("  {r} = memref.subview {m}{} : {st} to {rt}", sl.text),
    );
    f.push(&r, T::Mem(res), false, false);
}

fn gen_cast(rng: &mut Rng, out: &mut String, f: &mut F) {
    let tensor = rng.chance(40);
    let have = f.of(|v| {
        if tensor {
            matches!(v.ty, T::Ten(_))
        } else {
            matches!(&v.ty, T::Mem(s) if s.strided.is_none())
        }
    });
    if have.is_empty() {
        return gen_arith(rng, out, f);
    }
    let v = rng.pick(&have).clone();
    let (T::Mem(sh) | T::Ten(sh)) = &v.ty else {
        return;
    };
    let mut to = sh.clone();
    for d in to.dims.iter_mut() {
        *d = match *d {
            Some(_) if rng.chance(50) => None,
            None if rng.chance(30) => Some(4),
            x => x,
        };
    }
    let ty = if tensor { T::Ten(to) } else { T::Mem(to) };
    let r = f.name("cast");
    let dialect = if tensor { "tensor" } else { "memref" };
    f.line(
        out,
        &format!(
            "  {r} = {dialect}.cast {} : {} to {}",
            v.name,
            v.ty.text(),
            ty.text()
        ),
    );
    f.push(&r, ty, false, false);
}

fn gen_dim(rng: &mut Rng, out: &mut String, f: &mut F) {
    let have = f.of(|v| matches!(&v.ty, T::Mem(s) | T::Ten(s) if !s.dims.is_empty()));
    if have.is_empty() {
        return gen_arith(rng, out, f);
    }
    let v = rng.pick(&have).clone();
    let c = index(rng, out, f);
    let dialect = if matches!(v.ty, T::Ten(_)) {
        "tensor"
    } else {
        "memref"
    };
    let r = f.name("d");
    f.line(
        out,
        &format!("  {r} = {dialect}.dim {}, {c} : {}", v.name, v.ty.text()),
    );
    let top = f.depth == 0;
    f.push(&r, T::S(Scalar::Index), top, top);
}

fn tensor(rng: &mut Rng, out: &mut String, f: &mut F) -> (String, Shaped) {
    let have = f.of(|v| matches!(v.ty, T::Ten(_)));
    if !have.is_empty() && rng.chance(85) {
        let v = rng.pick(&have);
        if let T::Ten(s) = &v.ty {
            return (v.name.clone(), s.clone());
        }
    }
    let sh = random_shaped(rng);
    let name = value(rng, out, f, &T::Ten(sh.clone()));
    (name, sh)
}

fn gen_tensor(rng: &mut Rng, out: &mut String, f: &mut F) {
    let (t, sh) = tensor(rng, out, f);
    let ty = T::Ten(sh.clone());
    let idx: Vec<String> = sh.dims.iter().map(|_| index(rng, out, f)).collect();
    if rng.chance(50) {
        let r = f.name("elt");
        f.line(
            out,
            &format!(
                "  {r} = tensor.extract {t}[{}] : {}",
                idx.join(", "),
                ty.text()
            ),
        );
        f.push(&r, T::S(sh.elem), false, false);
    } else {
        let v = value(rng, out, f, &T::S(sh.elem));
        let r = f.name("upd");
        f.line(
            out,
            &format!(
                "  {r} = tensor.insert {v} into {t}[{}] : {}",
                idx.join(", "),
                ty.text()
            ),
        );
        f.push(&r, ty, false, false);
    }
}

fn gen_extract_slice(rng: &mut Rng, out: &mut String, f: &mut F) {
    let (t, sh) = tensor(rng, out, f);
    let sl = slice(rng, out, f, &sh.dims);
    let keep = kept(rng, &sl.sizes);
    let dims: Vec<Option<i64>> = (0..sh.dims.len())
        .filter(|k| keep[*k])
        .map(|k| sl.sizes[k])
        .collect();
    let res = T::Ten(Shaped {
        dims,
        elem: sh.elem,
        strided: None,
    });
    let src = T::Ten(sh);
    let r = f.name("slice");
    f.line(
        out,
        &format!(
            "  {r} = tensor.extract_slice {t}{} : {} to {}",
            sl.text,
            src.text(),
            res.text()
        ),
    );
    if rng.chance(50) {
        let w = f.name("ins");
        f.line(
            out,
            &format!(
                "  {w} = tensor.insert_slice {r} into {t}{} : {} into {}",
                sl.text,
                res.text(),
                src.text()
            ),
        );
        f.push(&w, src, false, false);
    }
    f.push(&r, res, false, false);
}

fn gen_scf_for(rng: &mut Rng, out: &mut String, f: &mut F) {
    if f.depth >= MAX_DEPTH {
        return gen_memref_access(rng, out, f);
    }
    let lb = index(rng, out, f);
    let ub = index(rng, out, f);
    let step = f.name("c1_");
    f.line(out, &format!("  {step} = arith.constant 1 : index"));
    f.push(&step, T::S(Scalar::Index), true, true);
    let tys = carried(rng);
    let inits: Vec<String> = tys.iter().map(|s| value(rng, out, f, &T::S(*s))).collect();
    let iv = f.name("k");
    let (r, l) = lhs(f, "loop", &tys);
    let mark = f.vals.len();
    f.push(&iv, T::S(Scalar::Index), false, false);
    let mut iter = String::new();
    if !tys.is_empty() {
        let pairs: Vec<String> = tys
            .iter()
            .zip(&inits)
            .map(|(s, init)| {
                let a = f.name("it");
                f.push(&a, T::S(*s), false, false);
                format!("{a} = {init}")
            })
            .collect();
        iter = format!(" iter_args({}) -> ({})", pairs.join(", "), types_text(&tys));
    }
    f.line(
        out,
        &format!("  {l}scf.for {iv} = {lb} to {ub} step {step}{iter} {{"),
    );
    body(rng, out, f, "scf.yield", &tys, false);
    f.vals.truncate(mark);
    f.line(out, "  }");
    bind_results(f, &r, &tys);
}

//! The memory-and-loop benchmark input: a module of many kernels in custom form, written the
//! way people write them: named values (`%sum`, `%c1`, `%buf`, `%tile`), map aliases at the
//! top (`#tile_ub = affine_map<...>`) and maps written inline, affine loop nests over memrefs
//! with `affine.load`/`affine.store` subscripts, bounds with `min`/`max` maps and iteration
//! arguments, `affine.apply`/`affine.min`/`affine.max`, `affine.if`, `memref.alloc`/`alloca`/
//! `dealloc`, `memref.subview` tiles read and written by `memref.load`/`store`, `memref.dim`,
//! and `scf.for`/`scf.if` mixed in.
//!
//! The same arguments give the same bytes (the fixed generator of [`crate::bench_input`]).
//! Used by `gen-memloop-bench` (for `tests/bench/compare-memloop.sh`).

use std::fmt::Write as _;
use std::io::Write;

use crate::bench_input::Lcg;

/// The map aliases every benchmark module starts with.
const ALIASES: &str = "\
#tile_ub = affine_map<(d0)[s0] -> (d0 + 32, s0)>
#tile_lb = affine_map<(d0)[s0] -> (d0 * 2, s0 - 8)>
#shift = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>
#half = affine_map<(d0) -> (d0 floordiv 2)>
#inside = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - d0 - 1 >= 0)>
";

/// One kernel being written: its text, the op count, fresh-name counter, and the `f32`
/// values of the current block.
struct Kernel {
    text: String,
    ops: usize,
    next: usize,
    floats: Vec<String>,
}

impl Kernel {
    fn fresh(&mut self, stem: &str) -> String {
        self.next += 1;
        format!("%{stem}{}", self.next)
    }
    fn op(&mut self, indent: usize, line: &str) {
        let _ = writeln!(self.text, "{}{line}", "  ".repeat(indent));
        self.ops += 1;
    }
    fn close(&mut self, indent: usize, line: &str) {
        let _ = writeln!(self.text, "{}{line}", "  ".repeat(indent));
    }
    /// One of the last few `f32` values.
    fn float(&self, rng: &mut Lcg) -> String {
        let n = self.floats.len();
        self.floats[n - 1 - rng.below(n.min(6))].clone()
    }
}

const MEM: &str = "memref<?x?xf32>";
const TILE: &str = "memref<16x16xf32, strided<[?, 1], offset: ?>>";

/// A two-deep tiled loop nest reading `%A`, `%B` and writing `%C`.
fn matmul_nest(k: &mut Kernel, rng: &mut Lcg) {
    let (i, j) = (k.fresh("i"), k.fresh("j"));
    let step = [1, 2, 4][rng.below(3)];
    k.op(2, &format!("affine.for {i} = 0 to %n {{"));
    k.op(
        3,
        &format!("affine.for {j} = max #tile_lb({i})[%c1] to min #tile_ub({i})[%m] step {step} {{"),
    );
    let (a, b, prod, old, acc) = (
        k.fresh("a"),
        k.fresh("b"),
        k.fresh("prod"),
        k.fresh("old"),
        k.fresh("acc"),
    );
    k.op(4, &format!("{a} = affine.load %A[{i}, {j}] : {MEM}"));
    k.op(
        4,
        &format!("{b} = affine.load %B[{j} + 1, {i} * 2 + symbol(%m)] : {MEM}"),
    );
    k.op(4, &format!("{prod} = arith.mulf {a}, {b} : f32"));
    k.op(4, &format!("{old} = affine.load %C[{i}, {j}] : {MEM}"));
    k.op(4, &format!("{acc} = arith.addf {old}, {prod} : f32"));
    k.op(4, &format!("affine.store {acc}, %C[{i}, {j}] : {MEM}"));
    k.op(4, "affine.yield");
    k.close(3, "}");
    k.op(3, "affine.yield");
    k.close(2, "}");
}

/// A reduction over a row with an iteration argument.
fn reduction(k: &mut Kernel, rng: &mut Lcg) {
    let init = k.float(rng);
    let (sum, i, acc, x, y) = (
        k.fresh("sum"),
        k.fresh("i"),
        k.fresh("acc"),
        k.fresh("x"),
        k.fresh("next"),
    );
    let trips = 16 * (1 + rng.below(8));
    k.op(
        2,
        &format!("{sum} = affine.for {i} = 0 to {trips} iter_args({acc} = {init}) -> (f32) {{"),
    );
    k.op(
        3,
        &format!("{x} = affine.load %A[%c0, {i} floordiv 2] : {MEM}"),
    );
    k.op(3, &format!("{y} = arith.addf {acc}, {x} : f32"));
    k.op(3, &format!("affine.yield {y} : f32"));
    k.close(2, "}");
    k.floats.push(sum);
}

/// A tile of `%A` read and written through `memref.load`/`store` in an `scf.for`.
fn tile_loop(k: &mut Kernel, rng: &mut Lcg) {
    let (off, tile, kk, v, w) = (
        k.fresh("off"),
        k.fresh("tile"),
        k.fresh("k"),
        k.fresh("v"),
        k.fresh("w"),
    );
    let scale = k.float(rng);
    k.op(2, &format!("{off} = affine.apply #shift(%c1, %c0)[%n]"));
    k.op(
        2,
        &format!("{tile} = memref.subview %A[{off}, 0] [16, 16] [1, 1] : {MEM} to {TILE}"),
    );
    k.op(2, &format!("scf.for {kk} = %c0 to %c16 step %c1 {{"));
    k.op(3, &format!("{v} = memref.load {tile}[{kk}, %c0] : {TILE}"));
    k.op(3, &format!("{w} = arith.mulf {v}, {scale} : f32"));
    k.op(3, &format!("memref.store {w}, {tile}[%c0, {kk}] : {TILE}"));
    k.close(2, "}");
    k.ops += 1; // the implicit scf.yield
}

/// A local buffer filled under an `affine.if`, then read back, then freed.
fn buffer(k: &mut Kernel, rng: &mut Lcg) {
    let (buf, i, j, h, v, lo) = (
        k.fresh("buf"),
        k.fresh("i"),
        k.fresh("j"),
        k.fresh("h"),
        k.fresh("val"),
        k.fresh("lo"),
    );
    let val = k.float(rng);
    let kind = if rng.below(2) == 0 { "alloc" } else { "alloca" };
    k.op(2, &format!("{buf} = memref.{kind}(%n) : memref<?x64xf32>"));
    k.op(2, &format!("affine.for {i} = 0 to %n {{"));
    k.op(3, &format!("affine.for {j} = 0 to 64 step 8 {{"));
    k.op(4, &format!("affine.if #inside({i}, {j})[%n] {{"));
    k.op(
        5,
        &format!("affine.store {val}, {buf}[{i}, {j}] : memref<?x64xf32>"),
    );
    k.close(4, "}");
    k.op(4, &format!("{h} = affine.apply #half({j})"));
    k.op(
        4,
        &format!("{v} = affine.load {buf}[{i}, {h}] : memref<?x64xf32>"),
    );
    k.op(4, &format!("affine.store {v}, %C[{i}, {j}] : {MEM}"));
    k.close(3, "}");
    k.close(2, "}");
    k.ops += 3; // the implicit terminators
    k.op(
        2,
        &format!("{lo} = affine.min affine_map<(d0)[s0] -> (d0, s0 - 1, 64)>(%n)[%m]"),
    );
    if kind == "alloc" {
        k.op(2, &format!("memref.dealloc {buf} : memref<?x64xf32>"));
    }
}

/// Scalar glue: a bound, a branch, a conversion.
fn glue(k: &mut Kernel, rng: &mut Lcg) {
    let (hi, d, cond, pick) = (
        k.fresh("hi"),
        k.fresh("dim"),
        k.fresh("cond"),
        k.fresh("pick"),
    );
    let (p, q) = (k.float(rng), k.float(rng));
    k.op(
        2,
        &format!("{hi} = affine.max affine_map<(d0, d1) -> (d0 - d1, 0)>(%n, %m)"),
    );
    k.op(2, &format!("{d} = memref.dim %A, %c1 : {MEM}"));
    k.op(2, &format!("{cond} = arith.cmpi slt, {hi}, {d} : index"));
    k.op(2, &format!("{pick} = scf.if {cond} -> (f32) {{"));
    k.op(3, &format!("scf.yield {p} : f32"));
    k.close(2, "} else {");
    let mixed = k.fresh("mixed");
    k.op(3, &format!("{mixed} = arith.subf {p}, {q} : f32"));
    k.op(3, &format!("scf.yield {mixed} : f32"));
    k.close(2, "}");
    let cvt = k.fresh("cvt");
    k.op(2, &format!("{cvt} = arith.index_cast {hi} : index to i32"));
    k.floats.push(pick);
}

/// Writes a module of kernels with about `n` operations in total to `w`.
pub fn write_memloop_module(n: usize, seed: u64, w: &mut impl Write) -> std::io::Result<()> {
    let mut rng = Lcg(seed);
    w.write_all(ALIASES.as_bytes())?;
    writeln!(w, "module {{")?;
    let mut total = 2; // the module and its terminator
    let mut f = 0;
    while total < n {
        let mut k = Kernel {
            text: String::new(),
            ops: 0,
            next: 0,
            floats: vec!["%cst".into(), "%scale".into()],
        };
        let _ = writeln!(
            k.text,
            "  func.func @kernel_{f}(%A: {MEM}, %B: {MEM}, %C: {MEM}, %n: index, %m: index, %scale: f32) -> f32 {{"
        );
        k.ops += 1;
        k.op(2, "%c0 = arith.constant 0 : index");
        k.op(2, "%c1 = arith.constant 1 : index");
        k.op(2, "%c16 = arith.constant 16 : index");
        k.op(2, "%cst = arith.constant 0.000000e+00 : f32");
        let units = 3 + rng.below(6);
        for _ in 0..units {
            match rng.below(5) {
                0 => matmul_nest(&mut k, &mut rng),
                1 => reduction(&mut k, &mut rng),
                2 => tile_loop(&mut k, &mut rng),
                3 => buffer(&mut k, &mut rng),
                _ => glue(&mut k, &mut rng),
            }
        }
        let last = k.float(&mut rng);
        k.op(2, &format!("return {last} : f32"));
        k.close(1, "}");
        total += k.ops;
        w.write_all(k.text.as_bytes())?;
        f += 1;
    }
    writeln!(w, "}}")?;
    Ok(())
}

/// The benchmark module as a string (see [`write_memloop_module`]).
pub fn memloop_module(n: usize, seed: u64) -> String {
    let mut v = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = write_memloop_module(n, seed, &mut v);
    String::from_utf8(v).unwrap_or_default()
}

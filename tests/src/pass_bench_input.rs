//! The pass benchmark input: a module of many functions in custom form, shaped like code a
//! front end emits, with work for every core pass: redundant expressions (`cse`), constant
//! arithmetic (`canonicalize`, `sccp`), loop-invariant ops in `scf.for` bodies
//! (`loop-invariant-code-motion`), ops used only in one branch of an `scf.if`
//! (`control-flow-sink`), calls of small private helpers (`inline`), and unused private
//! functions (`symbol-dce`). Values carry names (`%sum_3`, `%c7_i32`).
//!
//! The same arguments give the same bytes (a fixed linear congruential generator). Used by the
//! `gen-pass-bench` binary (for `tests/bench/compare-passes.sh`).

use std::fmt::Write as _;
use std::io::Write;

use crate::bench_input::Lcg;

/// One function being written: its text, the `i32` values in scope at its top level, and a
/// counter for fresh names.
struct Func {
    text: String,
    pool: Vec<String>,
    next: usize,
    ops: usize,
}

impl Func {
    fn fresh(&mut self, stem: &str) -> String {
        self.next += 1;
        format!("%{stem}_{}", self.next)
    }

    /// One of the last few values in scope (locality, as real code has).
    fn pick(&self, rng: &mut Lcg) -> String {
        let n = self.pool.len();
        let back = rng.below(n.min(8));
        self.pool[n - 1 - back].clone()
    }

    fn line(&mut self, indent: usize, text: &str) {
        let _ = writeln!(self.text, "{}{text}", "  ".repeat(indent));
        self.ops += 1;
    }
}

/// Appends one statement group to `f`, calling helper `helper` where it calls.
fn unit(f: &mut Func, rng: &mut Lcg, helper: &str) {
    let (p, q) = (f.pick(rng), f.pick(rng));
    match rng.below(6) {
        0 => {
            let (sum, dup, prod) = (f.fresh("sum"), f.fresh("dup"), f.fresh("prod"));
            f.line(2, &format!("{sum} = arith.addi {p}, {q} : i32"));
            f.line(2, &format!("{dup} = arith.addi {p}, {q} : i32"));
            f.line(2, &format!("{prod} = arith.muli {sum}, {dup} : i32"));
            f.pool.push(prod);
        }
        1 => {
            let (a, b) = (rng.below(100), rng.below(100));
            let (ca, cb) = (f.fresh(&format!("c{a}_i32")), f.fresh(&format!("c{b}_i32")));
            let (fold, mix) = (f.fresh("fold"), f.fresh("mix"));
            f.line(2, &format!("{ca} = arith.constant {a} : i32"));
            f.line(2, &format!("{cb} = arith.constant {b} : i32"));
            f.line(2, &format!("{fold} = arith.addi {ca}, {cb} : i32"));
            f.line(2, &format!("{mix} = arith.xori {p}, {fold} : i32"));
            f.pool.push(mix);
        }
        2 => {
            let (lb, ub, st) = (f.fresh("lb"), f.fresh("ub"), f.fresh("step"));
            let (acc, i, s) = (f.fresh("acc"), f.fresh("i"), f.fresh("s"));
            let (inv, t, u) = (f.fresh("inv"), f.fresh("t"), f.fresh("u"));
            let trips = 1 + rng.below(16);
            f.line(2, &format!("{lb} = arith.constant 0 : index"));
            f.line(2, &format!("{ub} = arith.constant {trips} : index"));
            f.line(2, &format!("{st} = arith.constant 1 : index"));
            f.line(
                2,
                &format!(
                    "{acc} = scf.for {i} = {lb} to {ub} step {st} iter_args({s} = {p}) -> (i32) {{"
                ),
            );
            f.line(3, &format!("{inv} = arith.muli {q}, {q} : i32"));
            f.line(3, &format!("{t} = arith.addi {s}, {inv} : i32"));
            f.line(3, &format!("{u} = arith.subi {t}, {p} : i32"));
            f.line(3, &format!("scf.yield {u} : i32"));
            f.text.push_str("    }\n");
            f.pool.push(acc);
        }
        3 => {
            let (cond, sel, only, call) = (
                f.fresh("cond"),
                f.fresh("sel"),
                f.fresh("only"),
                f.fresh("call"),
            );
            let pre = f.fresh("pre");
            f.line(2, &format!("{pre} = arith.muli {p}, {q} : i32"));
            f.line(2, &format!("{cond} = arith.cmpi slt, {p}, {q} : i32"));
            f.line(2, &format!("{sel} = scf.if {cond} -> (i32) {{"));
            f.line(
                3,
                &format!("{call} = func.call @{helper}({pre}, {q}) : (i32, i32) -> i32"),
            );
            f.line(3, &format!("scf.yield {call} : i32"));
            f.text.push_str("    } else {\n");
            f.line(3, &format!("{only} = arith.andi {p}, {q} : i32"));
            f.line(3, &format!("scf.yield {only} : i32"));
            f.text.push_str("    }\n");
            f.pool.push(sel);
        }
        4 => {
            let call = f.fresh("call");
            f.line(
                2,
                &format!("{call} = func.call @{helper}({p}, {q}) : (i32, i32) -> i32"),
            );
            f.pool.push(call);
        }
        _ => {
            let (diff, same, max) = (f.fresh("diff"), f.fresh("same"), f.fresh("max"));
            f.line(2, &format!("{diff} = arith.subi {p}, {q} : i32"));
            f.line(2, &format!("{same} = arith.subi {p}, {q} : i32"));
            f.line(2, &format!("{max} = arith.maxsi {diff}, {same} : i32"));
            f.pool.push(max);
        }
    }
}

/// Writes a module of about `n` operations (functions of about 60 each) to `w`.
pub fn write_pass_bench(n: usize, seed: u64, w: &mut impl Write) -> std::io::Result<()> {
    let mut rng = Lcg(seed);
    let mut total = 1; // the module
    w.write_all(b"module {\n")?;
    let mut k = 0;
    while total < n {
        let helper = format!("helper_{k}");
        let mut out = String::new();
        let _ = writeln!(
            out,
            "  func.func private @{helper}(%x: i32, %y: i32) -> i32 {{\n    %sum = arith.addi %x, %y : i32\n    %c1_i32 = arith.constant 1 : i32\n    %r = arith.muli %sum, %c1_i32 : i32\n    return %r : i32\n  }}"
        );
        total += 5;
        if k % 10 == 9 {
            let _ = writeln!(
                out,
                "  func.func private @unused_{k}(%x: i32) -> i32 {{\n    %twice = arith.addi %x, %x : i32\n    return %twice : i32\n  }}"
            );
            total += 3;
        }
        let mut f = Func {
            text: String::new(),
            pool: vec!["%arg".to_string(), "%bias".to_string()],
            next: 0,
            ops: 0,
        };
        let size = 40 + rng.below(40);
        while f.ops < size {
            unit(&mut f, &mut rng, &helper);
        }
        let last = f.pool.last().cloned().unwrap_or_default();
        let _ = writeln!(
            out,
            "  func.func @kernel_{k}(%arg: i32, %bias: i32) -> i32 {{\n{}    return {last} : i32\n  }}",
            f.text
        );
        total += f.ops + 2;
        w.write_all(out.as_bytes())?;
        k += 1;
    }
    w.write_all(b"}\n")
}

/// [`write_pass_bench`] into a string.
pub fn pass_bench(n: usize, seed: u64) -> String {
    let mut v = Vec::new();
    let _ = write_pass_bench(n, seed, &mut v);
    String::from_utf8(v).unwrap_or_default()
}

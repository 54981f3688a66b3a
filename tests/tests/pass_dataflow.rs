//! The data-flow passes (`sccp`, `remove-dead-values`) run directly on parsed IR: exact
//! outputs mlir-opt 22 prints, and deep nesting (1,000 levels printed exactly, 100,000 levels
//! checked structurally). The recorded corpus is in `tests/pass-corpus/<pass>/`.

use ods_runtime::pass::{Pass, PassState};
use ods_runtime::{parse_str, Context, Op, PrintFlags};

/// Parses `text` with the bundled dialects (unregistered ops allowed).
fn parse(text: &str) -> (Context, Op) {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    ods_dialects::register_all(&mut ctx);
    let top = parse_str(&mut ctx, text, "t.mlir").unwrap_or_else(|e| panic!("{e}"));
    (ctx, top)
}

/// Parses `text`, runs `pass` on the top-level op (it must succeed) and returns the context
/// and the op.
fn run_parsed(mut pass: impl Pass, text: &str) -> (Context, Op) {
    let (mut ctx, top) = parse(text);
    let mut state = PassState::new(pass.info().statistics.len());
    pass.run(&mut ctx, top, &mut state)
        .unwrap_or_else(|_| panic!("pass failed: {:?}", state.take_diagnostics()));
    (ctx, top)
}

/// Parses `text`, runs `pass` and prints the result as mlir-opt does.
fn run(pass: impl Pass, text: &str) -> String {
    let (ctx, top) = run_parsed(pass, text);
    ods_runtime::print_to_string(&ctx, top, PrintFlags::default())
}

/// The ops of `op`'s first region's first block.
fn body_ops(ctx: &Context, op: Op) -> Vec<Op> {
    let r = ctx.ir.op(op).regions[0];
    let b = ctx.ir.first_block(r).expect("a block");
    ctx.ir.block_ops(b).collect()
}

const DEEP: usize = 100_000;

mod sccp {
    use super::*;
    use ods_runtime::pass::passes::sccp::Sccp;

    #[test]
    fn folds_through_a_constant_branch() {
        let out = run(
            Sccp,
            "func.func @f(%x: i32) -> i32 {\n  %c1 = arith.constant 1 : i32\n  %true = arith.constant true\n  cf.cond_br %true, ^bb1(%c1 : i32), ^bb2(%x : i32)\n^bb1(%a: i32):\n  %b = arith.addi %a, %a : i32\n  return %b : i32\n^bb2(%c: i32):\n  return %c : i32\n}\n",
        );
        assert_eq!(
            out,
            "module {\n  func.func @f(%arg0: i32) -> i32 {\n    %c2_i32 = arith.constant 2 : i32\n    %true = arith.constant true\n    %c1_i32 = arith.constant 1 : i32\n    cf.cond_br %true, ^bb1(%c1_i32 : i32), ^bb2(%arg0 : i32)\n  ^bb1(%0: i32):  // pred: ^bb0\n    return %c2_i32 : i32\n  ^bb2(%1: i32):  // pred: ^bb0\n    return %1 : i32\n  }\n}\n\n"
        );
    }

    /// `n` nested `scf.if`s, each computing `1 + 1` and using it; and what mlir-opt prints
    /// after `sccp`.
    fn if_nest(n: usize, indent: bool) -> (String, String) {
        let pad = |d: usize| {
            if indent {
                "  ".repeat(d)
            } else {
                String::new()
            }
        };
        let mut text = String::from("func.func @f(%c: i1) {\n  %c1 = arith.constant 1 : i32\n");
        let mut want = String::from(
            "module {\n  func.func @f(%arg0: i1) {\n    %c2_i32 = arith.constant 2 : i32\n    %c1_i32 = arith.constant 1 : i32\n",
        );
        for i in 0..n {
            text.push_str(&format!(
                "{p}scf.if %c {{\n{q}%a{i} = arith.addi %c1, %c1 : i32\n{q}\"foo.use\"(%a{i}) : (i32) -> ()\n",
                p = pad(i + 1),
                q = pad(i + 2)
            ));
            want.push_str(&format!(
                "{p}scf.if %arg0 {{\n{q}\"foo.use\"(%c2_i32) : (i32) -> ()\n",
                p = pad(i + 2),
                q = pad(i + 3)
            ));
        }
        for i in (0..n).rev() {
            text.push_str(&format!("{}}}\n", pad(i + 1)));
            want.push_str(&format!("{}}}\n", pad(i + 2)));
        }
        text.push_str("  return\n}\n");
        want.push_str("    return\n  }\n}\n\n");
        (text, want)
    }

    #[test]
    fn nested_ifs_printed_exactly() {
        // as deep as the parser's nesting limit allows
        let (text, want) = if_nest(150, true);
        assert_eq!(run(Sccp, &text), want);
    }

    #[test]
    fn deep_if_nest() {
        // one level parsed, cloned 100,000 times into itself
        let (text, _) = if_nest(1, true);
        let (mut ctx, top) = parse(&text);
        let f = body_ops(&ctx, top)[0];
        let innermost = body_ops(&ctx, f)[1];
        let mut map = ods_runtime::ir::ops::CloneMap::default();
        let (template, _) = ctx.ir.clone_op(innermost, &mut map);
        let mut cur = innermost;
        for _ in 0..DEEP {
            let mut map = ods_runtime::ir::ops::CloneMap::default();
            let (outer, _) = ctx.ir.clone_op(template, &mut map);
            let yield_op = body_ops(&ctx, outer)[2];
            ctx.ir.detach_op(cur);
            ctx.ir.insert_op_before(yield_op, cur);
            cur = outer;
        }
        let ret = body_ops(&ctx, f)[1];
        ctx.ir.insert_op_before(ret, cur);
        ctx.ir.erase_op(template);
        let mut state = PassState::new(0);
        Sccp.run(&mut ctx, top, &mut state).unwrap();
        let entry = body_ops(&ctx, f);
        assert_eq!(entry.len(), 4);
        let two = ctx.ir.result(entry[0], 0);
        let mut depth = 0;
        let mut cur = entry[2];
        loop {
            let ops = body_ops(&ctx, cur);
            assert_eq!(ctx.ir.operand(ops[0], 0), two);
            depth += 1;
            match ops.get(1) {
                Some(&next) if !ctx.ir.op(next).regions.is_empty() => cur = next,
                _ => break,
            }
        }
        assert_eq!(depth, DEEP + 1);
    }
    /// A chain of `n` private functions, each calling the next with its argument, and a
    /// public `@main` calling the first with 5.
    fn call_chain(n: usize) -> String {
        let mut s = String::new();
        for i in 0..n - 1 {
            s += &format!(
                "func.func private @f{i}(%a: i32) -> i32 {{\n  %r = call @f{}(%a) : (i32) -> i32\n  return %r : i32\n}}\n",
                i + 1
            );
        }
        s += &format!(
            "func.func private @f{}(%a: i32) -> i32 {{\n  return %a : i32\n}}\n",
            n - 1
        );
        s += "func.func @main() -> i32 {\n  %c = arith.constant 5 : i32\n  %r = call @f0(%c) : (i32) -> i32\n  return %r : i32\n}\n";
        s
    }

    #[test]
    fn constants_through_private_calls() {
        assert_eq!(
            run(Sccp, &call_chain(3)),
            "module {\n  func.func private @f0(%arg0: i32) -> i32 {\n    %c5_i32 = arith.constant 5 : i32\n    %0 = call @f1(%c5_i32) : (i32) -> i32\n    return %c5_i32 : i32\n  }\n  func.func private @f1(%arg0: i32) -> i32 {\n    %c5_i32 = arith.constant 5 : i32\n    %0 = call @f2(%c5_i32) : (i32) -> i32\n    return %c5_i32 : i32\n  }\n  func.func private @f2(%arg0: i32) -> i32 {\n    %c5_i32 = arith.constant 5 : i32\n    return %c5_i32 : i32\n  }\n  func.func @main() -> i32 {\n    %c5_i32 = arith.constant 5 : i32\n    %0 = call @f0(%c5_i32) : (i32) -> i32\n    return %c5_i32 : i32\n  }\n}\n\n"
        );
    }

    #[test]
    fn long_private_call_chain() {
        // 100,000 functions: each one's return operand becomes the constant 5
        let (ctx, top) = run_parsed(Sccp, &call_chain(DEEP));
        let funcs = body_ops(&ctx, top);
        assert_eq!(funcs.len(), DEEP + 1);
        for f in funcs {
            let ops = body_ops(&ctx, f);
            let c = ops[0];
            assert_eq!(ctx.str(ctx.ir.op(c).name), "arith.constant");
            let ret = *ops.last().unwrap();
            assert_eq!(ctx.ir.operand(ret, 0), ctx.ir.result(c, 0));
        }
    }
}

mod remove_dead_values {
    use super::*;
    use ods_runtime::pass::passes::remove_dead_values::RemoveDeadValues;

    #[test]
    fn dead_ops_and_branch_arguments() {
        let out = run(
            RemoveDeadValues::default(),
            "func.func @f(%x: i32, %b: i1) -> i32 {\n  %c1 = arith.constant 1 : i32\n  %d = arith.addi %x, %c1 : i32\n  %e = arith.muli %d, %d : i32\n  cf.cond_br %b, ^bb1(%x, %d : i32, i32), ^bb2(%e : i32)\n^bb1(%p: i32, %q: i32):\n  return %p : i32\n^bb2(%r: i32):\n  return %c1 : i32\n}\n",
        );
        assert_eq!(
            out,
            "module {\n  func.func @f(%arg0: i32, %arg1: i1) -> i32 {\n    %c1_i32 = arith.constant 1 : i32\n    cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2\n  ^bb1(%0: i32):  // pred: ^bb0\n    return %0 : i32\n  ^bb2:  // pred: ^bb0\n    return %c1_i32 : i32\n  }\n}\n\n"
        );
    }

    #[test]
    fn options() {
        let mut p = RemoveDeadValues::default();
        let mut out = String::new();
        p.print_options(&mut out);
        assert_eq!(out, "canonicalize=true");
        p.set_option("canonicalize", Some("false")).unwrap();
        out.clear();
        p.print_options(&mut out);
        assert_eq!(out, "canonicalize=false");
        assert!(p.set_option("nope", None).is_err());
    }

    /// A chain of `n` private functions, each passing its two arguments swapped to the next
    /// and returning its two results swapped, called from a public `@main` that uses one
    /// result; and what mlir-opt prints after `remove-dead-values`: every function keeps one
    /// argument and one result.
    fn swap_chain(n: usize) -> (String, String) {
        let mut text = String::new();
        let mut want = String::from("module {\n");
        for i in 0..n {
            if i + 1 < n {
                text += &format!(
                    "func.func private @f{i}(%a: i32, %b: i32) -> (i32, i32) {{\n  %r:2 = call @f{}(%b, %a) : (i32, i32) -> (i32, i32)\n  return %r#1, %r#0 : i32, i32\n}}\n",
                    i + 1
                );
                want += &format!(
                    "  func.func private @f{i}(%arg0: i32) -> i32 {{\n    %0 = call @f{}(%arg0) : (i32) -> i32\n    return %0 : i32\n  }}\n",
                    i + 1
                );
            } else {
                text += &format!(
                    "func.func private @f{i}(%a: i32, %b: i32) -> (i32, i32) {{\n  return %a, %b : i32, i32\n}}\n"
                );
                want += &format!(
                    "  func.func private @f{i}(%arg0: i32) -> i32 {{\n    return %arg0 : i32\n  }}\n"
                );
            }
        }
        text += "func.func @main(%x: i32, %y: i32) -> i32 {\n  %r:2 = call @f0(%x, %y) : (i32, i32) -> (i32, i32)\n  return %r#0 : i32\n}\n";
        want += "  func.func @main(%arg0: i32, %arg1: i32) -> i32 {\n    %0 = call @f0(%arg0) : (i32) -> i32\n    return %0 : i32\n  }\n}\n\n";
        (text, want)
    }

    #[test]
    fn call_chain_printed_exactly() {
        let (text, want) = swap_chain(3);
        assert_eq!(run(RemoveDeadValues::default(), &text), want);
        let (text, want) = swap_chain(10_000);
        assert_eq!(run(RemoveDeadValues::default(), &text), want);
    }

    /// `n` nested `scf.if`s, each with a dead `arith.addi` and computing the next one's
    /// condition with an unregistered op; and what mlir-opt prints after
    /// `remove-dead-values`.
    fn if_nest(n: usize) -> (String, String) {
        let pad = |d: usize| "  ".repeat(d);
        let mut text = String::from("func.func @f(%c: i1, %x: i32) {\n");
        let mut want = String::from("module {\n  func.func @f(%arg0: i1, %arg1: i32) {\n");
        for i in 0..n {
            let (cond, printed) = if i == 0 {
                ("%c".to_string(), "%arg0".to_string())
            } else {
                (format!("%k{}", i - 1), format!("%{}", i - 1))
            };
            text.push_str(&format!(
                "{p}scf.if {cond} {{\n{q}%a{i} = arith.addi %x, %x : i32\n{q}%k{i} = \"foo.cond\"() : () -> i1\n",
                p = pad(i + 1),
                q = pad(i + 2)
            ));
            want.push_str(&format!(
                "{p}scf.if {printed} {{\n{q}%{i} = \"foo.cond\"() : () -> i1\n",
                p = pad(i + 2),
                q = pad(i + 3)
            ));
        }
        for i in (0..n).rev() {
            text.push_str(&format!("{}}}\n", pad(i + 1)));
            want.push_str(&format!("{}}}\n", pad(i + 2)));
        }
        text.push_str("  return\n}\n");
        want.push_str("    return\n  }\n}\n\n");
        (text, want)
    }

    #[test]
    fn nested_ifs_printed_exactly() {
        let (text, want) = if_nest(150);
        assert_eq!(run(RemoveDeadValues::default(), &text), want);
    }

    /// Builds `DEEP + 1` nested `scf.if`s in `@f` (one level parsed, cloned into itself).
    fn deep_if_nest() -> (Context, Op, Op) {
        let (text, _) = if_nest(1);
        let (mut ctx, top) = parse(&text);
        let f = body_ops(&ctx, top)[0];
        let innermost = body_ops(&ctx, f)[0];
        let mut map = ods_runtime::ir::ops::CloneMap::default();
        let (template, _) = ctx.ir.clone_op(innermost, &mut map);
        let mut cur = innermost;
        for _ in 0..DEEP {
            let mut map = ods_runtime::ir::ops::CloneMap::default();
            let (outer, _) = ctx.ir.clone_op(template, &mut map);
            let body = body_ops(&ctx, outer);
            ctx.ir.detach_op(cur);
            ctx.ir.insert_op_before(body[2], cur);
            let cond = ctx.ir.result(body[1], 0);
            ctx.ir.set_operand(cur, 0, cond);
            cur = outer;
        }
        let ret = body_ops(&ctx, f)[0];
        ctx.ir.insert_op_before(ret, cur);
        ctx.ir.erase_op(template);
        (ctx, top, f)
    }

    /// Checks the output of `remove-dead-values` on [`deep_if_nest`] level by level, as
    /// [`if_nest`] prints it: each `scf.if` takes the condition computed one level up and
    /// holds `"foo.cond"`, the next `scf.if` and `scf.yield` (the innermost no `scf.if`).
    fn check_deep_output(ctx: &Context, f: Op) {
        let name = |o: Op| ctx.str(ctx.ir.op(o).name).to_string();
        let fops = body_ops(ctx, f);
        assert_eq!(
            fops.iter().map(|&o| name(o)).collect::<Vec<_>>(),
            ["scf.if", "func.return"]
        );
        let entry = ctx.ir.first_block(ctx.ir.op(f).regions[0]).unwrap();
        let mut cond = ctx.ir.block_args(entry)[0];
        let mut cur = fops[0];
        for depth in 0..=DEEP {
            assert_eq!(
                ctx.ir.operands(cur).collect::<Vec<_>>(),
                [cond],
                "depth {depth}"
            );
            assert_eq!(ctx.ir.num_results(cur), 0);
            assert_eq!(ctx.ir.op(cur).regions.len(), 2);
            let else_region = ctx.ir.op(cur).regions[1];
            assert!(ctx.ir.first_block(else_region).is_none(), "depth {depth}");
            let ops = body_ops(ctx, cur);
            let names: Vec<String> = ops.iter().map(|&o| name(o)).collect();
            if depth == DEEP {
                assert_eq!(names, ["foo.cond", "scf.yield"], "depth {depth}");
                break;
            }
            assert_eq!(names, ["foo.cond", "scf.if", "scf.yield"], "depth {depth}");
            cond = ctx.ir.result(ops[0], 0);
            cur = ops[1];
        }
    }

    #[test]
    fn deep_if_nest_without_canonicalization() {
        let (mut ctx, top, f) = deep_if_nest();
        let mut state = PassState::new(0);
        RemoveDeadValues {
            canonicalize: false,
        }
        .run(&mut ctx, top, &mut state)
        .unwrap();
        check_deep_output(&ctx, f);
    }

    #[test]
    fn deep_if_nest_canonicalized() {
        let (mut ctx, top, f) = deep_if_nest();
        let mut state = PassState::new(0);
        RemoveDeadValues::default()
            .run(&mut ctx, top, &mut state)
            .unwrap();
        check_deep_output(&ctx, f);
    }
}

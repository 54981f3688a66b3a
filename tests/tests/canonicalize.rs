//! Canonicalization end to end on the kitchen dialect: generated registration of the `fold`
//! hooks, the `hooks` op's `canonicalize` method and canonicalization patterns, and the
//! dialect's constant materializer, run by `ods_runtime::transforms::rewrite`'s greedy driver. Inputs are
//! generic-form text; outputs are compared exactly (generic form).

use ods_runtime::ir::{OperationState, ValueDef};
use ods_runtime::text::printer::{print_top_level, PrintFlags};
use ods_runtime::transforms::rewrite::{
    apply_patterns_and_fold_greedily, canonicalization_patterns, canonicalize, GreedyConfig,
    NotConverged, PatternSet, Rewriter,
};
use ods_runtime::{Context, Op};
use ods_tests::kitchen::by_build as k;

fn parse(text: &str) -> (Context, Op) {
    ods_tests::ir_text::parse_with(k::register, "c.mlir", text)
}

fn print(ctx: &Context, op: Op) -> String {
    ods_tests::ir_text::print_generic(ctx, op)
}

fn canon(text: &str) -> (String, Result<bool, NotConverged>) {
    let (mut ctx, top) = parse(text);
    let r = canonicalize(&mut ctx, top);
    if let Err(e) = ods_runtime::analysis::verifier::verify(&ctx, top) {
        panic!("invalid IR after canonicalization: {}", e[0].message);
    }
    (print(&ctx, top), r)
}

#[test]
fn constants_fold_into_a_materialized_constant() {
    let (out, r) = canon(
        r#"%0 = "kitchen.constant"() <{value = 40 : i32}> : () -> i32
%1 = "kitchen.constant"() <{value = 2 : i32}> : () -> i32
%2 = "kitchen.addi"(%0, %1) : (i32, i32) -> i32
"test.use"(%2) : (i32) -> ()
"#,
    );
    assert_eq!(r, Ok(true));
    assert_eq!(
        out,
        r#""builtin.module"() ({
  %0 = "kitchen.constant"() <{value = 42 : i32}> : () -> i32
  "test.use"(%0) : (i32) -> ()
}) : () -> ()
"#
    );
}

#[test]
fn add_zero_is_replaced_by_its_operand() {
    let (out, r) = canon(
        r#"%0 = "test.x"() : () -> i32
%1 = "kitchen.constant"() <{value = 0 : i32}> : () -> i32
%2 = "kitchen.addi"(%0, %1) : (i32, i32) -> i32
%3 = "kitchen.addi"(%2, %1) : (i32, i32) -> i32
"test.use"(%3) : (i32) -> ()
"#,
    );
    assert_eq!(r, Ok(true));
    assert_eq!(
        out,
        r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  "test.use"(%0) : (i32) -> ()
}) : () -> ()
"#
    );
}

#[test]
fn dead_pure_ops_are_removed_and_others_kept() {
    let (out, r) = canon(
        r#"%0 = "test.x"() : () -> i32
%1 = "kitchen.addi"(%0, %0) : (i32, i32) -> i32
%2 = "kitchen.addi"(%1, %1) : (i32, i32) -> i32
%3 = "kitchen.cmp"(%0, %0) <{predicate = 0 : i64}> : (i32, i32) -> i1
%4 = "kitchen.region_op"(%0) ({
  %5 = "kitchen.addi"(%0, %0) : (i32, i32) -> i32
  "kitchen.yield"(%5) : (i32) -> ()
}) : (i32) -> i32
%6 = "kitchen.region_op"() ({
  "test.effect"() : () -> ()
  "kitchen.yield"() : () -> ()
}) : () -> i32
"#,
    );
    assert_eq!(r, Ok(true));
    // the second region_op holds an op with unknown effects: it stays
    assert_eq!(
        out,
        r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  %1 = "kitchen.region_op"() ({
    "test.effect"() : () -> ()
    "kitchen.yield"() : () -> ()
  }) : () -> i32
}) : () -> ()
"#
    );
}

#[test]
fn involution_fold_pattern_and_canonicalize_method_fire() {
    let (out, r) = canon(
        r#"%0 = "test.x"() : () -> i32
%1 = "kitchen.hooks"(%0) {kitchen.marked} : (i32) -> i32
%2 = "kitchen.hooks"(%1) {kitchen.marked} : (i32) -> i32
%3 = "kitchen.hooks"(%0) {kitchen.marked} : (i32) -> i32
%4 = "kitchen.hooks"(%3) {kitchen.marked} : (i32) -> i32
%5 = "kitchen.hooks"(%0) {kitchen.marked} : (i32) -> i32
"test.use"(%2, %3) : (i32, i32) -> ()
"#,
    );
    assert_eq!(r, Ok(true));
    // %2 = hooks(hooks(%0)) folded to %0 (the `Involution` trait fold), which left %1 unused:
    // the `hooks-unused` pattern erased it, and %4 and %5; %3 is used: the `canonicalize`
    // method tagged it
    assert_eq!(
        out,
        r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  %1 = "kitchen.hooks"(%0) {kitchen.canonical, kitchen.marked} : (i32) -> i32
  "test.use"(%0, %1) : (i32, i32) -> ()
}) : () -> ()
"#
    );
}

#[test]
fn registration_collects_the_hooks_patterns_and_method() {
    let (ctx, _) = parse("");
    let set = canonicalization_patterns(&ctx);
    let entries: Vec<(&str, u16)> = set.entries().collect();
    assert_eq!(entries, [("canonicalize", 1), ("hooks-unused", 2)]);
    let id = ctx
        .registry
        .lookup(ctx.lookup_symbol("kitchen.addi").expect("name"));
    let d = ctx.registry.op(id.expect("registered")).dialect;
    assert!(ctx.registry.dialects[d as usize]
        .constant_materializer
        .is_some());
}

#[test]
fn the_macro_copy_registers_the_same_hooks() {
    let mut ctx = Context::new();
    ods_tests::kitchen::by_macro::register(&mut ctx);
    let set = canonicalization_patterns(&ctx);
    let names: Vec<&str> = set.names().collect();
    assert_eq!(names, ["canonicalize", "hooks-unused"]);
}

#[test]
fn multi_result_fold_materializes_each_constant() {
    let (out, r) = canon(
        r#"%0 = "kitchen.constant"() <{value = 17 : i32}> : () -> i32
%1 = "kitchen.constant"() <{value = 5 : i32}> : () -> i32
%2:2 = "kitchen.divmod"(%0, %1) : (i32, i32) -> (i32, i32)
"test.use"(%2#0, %2#1) : (i32, i32) -> ()
"#,
    );
    assert_eq!(r, Ok(true));
    assert_eq!(
        out,
        r#""builtin.module"() ({
  %0 = "kitchen.constant"() <{value = 3 : i32}> : () -> i32
  %1 = "kitchen.constant"() <{value = 2 : i32}> : () -> i32
  "test.use"(%0, %1) : (i32, i32) -> ()
}) : () -> ()
"#
    );
}

#[test]
fn nothing_to_do_reports_no_change() {
    let text = r#"%0 = "test.x"() : () -> i32
%1 = "kitchen.addi"(%0, %0) : (i32, i32) -> i32
"test.use"(%1) : (i32) -> ()
"#;
    let (out, r) = canon(text);
    assert_eq!(r, Ok(false));
    assert_eq!(
        out,
        r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  %1 = "kitchen.addi"(%0, %0) <{overflow = #kitchen.overflow<none>}> : (i32, i32) -> i32
  "test.use"(%1) : (i32) -> ()
}) : () -> ()
"#
    );
}

/// Swaps the operands of every `kitchen.addi`: always succeeds.
fn swap_operands(op: k::AddIOp, rw: &mut Rewriter<'_>) -> bool {
    let (a, b) = (op.lhs(rw), op.rhs(rw));
    rw.modify_op_in_place(op, |ctx| {
        ctx.ir.set_operand(op.op(), 0, b);
        ctx.ir.set_operand(op.op(), 1, a);
    });
    true
}

#[test]
fn a_pattern_that_always_rewrites_hits_the_rewrite_cap() {
    let (mut ctx, top) = parse(
        r#"%0 = "test.x"() : () -> i32
%1 = "test.y"() : () -> i32
%2 = "kitchen.addi"(%0, %1) : (i32, i32) -> i32
"test.use"(%2) : (i32) -> ()
"#,
    );
    let mut set = PatternSet::new();
    set.add_fn("swap", 1, swap_operands);
    let config = GreedyConfig {
        max_rewrites: Some(7),
        ..GreedyConfig::default()
    };
    let r = apply_patterns_and_fold_greedily(&mut ctx, top, &set, &config);
    assert_eq!(
        r,
        Err(NotConverged::MaxRewrites {
            iterations: 1,
            rewrites: 7
        })
    );
    // 7 swaps: the operands end up swapped
    assert!(print(&ctx, top).contains(r#""kitchen.addi"(%1, %0)"#));
    // the automatic budget stops it too
    let r = apply_patterns_and_fold_greedily(&mut ctx, top, &set, &GreedyConfig::default());
    assert_eq!(
        r,
        Err(NotConverged::MaxRewrites {
            iterations: 1,
            rewrites: 1000 + 16 * 4
        })
    );
}

/// Moves a `test.tick` to the front of its block unless it is there already: with two ticks
/// every walk changes the IR. `test.tick` is not registered, so the pattern is tried on every
/// op and looks at the name.
fn move_to_front(op: Op, rw: &mut Rewriter<'_>) -> bool {
    if rw.str(rw.ir.op(op).name) != "test.tick" {
        return false;
    }
    let Some(block) = rw.ir.op_parent(op) else {
        return false;
    };
    match rw.ir.first_op(block) {
        Some(first) if first != op => {
            rw.move_op_before(op, first);
            true
        }
        _ => false,
    }
}

#[test]
fn a_pattern_that_changes_every_iteration_hits_the_iteration_cap() {
    let (mut ctx, top) =
        parse("\"test.tick\"() {n = 0} : () -> ()\n\"test.tick\"() {n = 1} : () -> ()\n");
    let mut set = PatternSet::new();
    set.add_fn("front", 1, move_to_front);
    // bottom-up (the default) pops the last tick first: it moves to the front, then the
    // other one does, so each iteration rewrites twice and ends where it started
    let r = apply_patterns_and_fold_greedily(&mut ctx, top, &set, &GreedyConfig::default());
    assert_eq!(
        r,
        Err(NotConverged::MaxIterations {
            iterations: 10,
            rewrites: 20
        })
    );
    assert_eq!(
        print(&ctx, top),
        r#""builtin.module"() ({
  "test.tick"() {n = 0 : i64} : () -> ()
  "test.tick"() {n = 1 : i64} : () -> ()
}) : () -> ()
"#
    );
}

#[test]
fn a_long_chain_folds_without_recursion() {
    const N: usize = 100_000;
    let mut text = String::from(
        "%x = \"test.x\"() : () -> i32\n%z = \"kitchen.constant\"() <{value = 0 : i32}> : () -> i32\n%v0 = \"kitchen.addi\"(%x, %z) : (i32, i32) -> i32\n",
    );
    for i in 1..N {
        text.push_str(&format!(
            "%v{i} = \"kitchen.addi\"(%v{}, %z) : (i32, i32) -> i32\n",
            i - 1
        ));
    }
    text.push_str(&format!("\"test.use\"(%v{}) : (i32) -> ()\n", N - 1));
    let (mut ctx, top) = parse(&text);
    assert_eq!(canonicalize(&mut ctx, top), Ok(true));
    assert_eq!(
        print(&ctx, top),
        r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  "test.use"(%0) : (i32) -> ()
}) : () -> ()
"#
    );
}

#[test]
fn deep_nesting_does_not_overflow_the_stack() {
    const DEPTH: usize = 10_000;
    let (mut ctx, top) = parse(
        r#"%0 = "kitchen.constant"() <{value = 1 : i32}> : () -> i32
%1 = "kitchen.constant"() <{value = 2 : i32}> : () -> i32
%2 = "kitchen.constant"() <{value = 0 : i32}> : () -> i32
"#,
    );
    let module_block = ctx
        .ir
        .first_block(ctx.ir.op(top).regions[0])
        .expect("module block");
    let consts: Vec<_> = ctx
        .ir
        .block_ops(module_block)
        .map(|o| ctx.ir.result(o, 0))
        .collect();
    let (c1, c2, c0) = (consts[0], consts[1], consts[2]);
    let i32_ty = ctx.ir.value_type(c1);
    let loc = ctx.common.unknown_loc;
    let region_op = ctx.symbol("kitchen.region_op");
    let yield_op = ctx.symbol("kitchen.yield");
    let addi = ctx.symbol("kitchen.addi");
    // built inside out: the innermost body is `addi(c1, c2); yield`, every other body is
    // `%r = region_op {...}; addi(%r, c0); yield` (only the outer 100 levels add: each
    // change deep down revisits all its ancestors, as in MLIR, which costs depth squared)
    let mut inner: Option<Op> = None;
    for level in (0..DEPTH).rev() {
        let r = ctx.ir.create_region();
        let b = ctx.ir.create_block();
        ctx.ir.append_block(r, b);
        let yielded = match inner {
            Some(i) => {
                ctx.ir.append_op(b, i);
                let r = ctx.ir.result(i, 0);
                if level < 100 {
                    let mut st = OperationState::new(&ctx, addi, loc);
                    st.operands.extend([r, c0]);
                    st.result_types.push(i32_ty);
                    let add = ctx.create_op(st);
                    ctx.ir.append_op(b, add);
                    ctx.ir.result(add, 0)
                } else {
                    r
                }
            }
            None => {
                let mut st = OperationState::new(&ctx, addi, loc);
                st.operands.extend([c1, c2]);
                st.result_types.push(i32_ty);
                let add = ctx.create_op(st);
                ctx.ir.append_op(b, add);
                ctx.ir.result(add, 0)
            }
        };
        let mut st = OperationState::new(&ctx, yield_op, loc);
        st.operands.push(yielded);
        let y = ctx.create_op(st);
        ctx.ir.append_op(b, y);
        let mut st = OperationState::new(&ctx, region_op, loc);
        st.regions.push(r);
        st.result_types.push(i32_ty);
        inner = Some(ctx.create_op(st));
    }
    let outermost = inner.expect("nest");
    ctx.ir.append_op(module_block, outermost);
    let user = ctx.symbol("test.use");
    let mut st = OperationState::new(&ctx, user, loc);
    st.operands.push(ctx.ir.result(outermost, 0));
    let u = ctx.create_op(st);
    ctx.ir.append_op(module_block, u);
    assert_eq!(
        ods_runtime::analysis::verifier::verify(&ctx, top).map_err(|e| e.len()),
        Ok(())
    );

    assert_eq!(canonicalize(&mut ctx, top), Ok(true));
    assert_eq!(
        ods_runtime::analysis::verifier::verify(&ctx, top).map_err(|e| e.len()),
        Ok(())
    );
    // every `addi(%r, 0)` folded to `%r`, the innermost addi to a materialized 3 that was
    // hoisted to the module (region_op is not isolated from above), and the module-level
    // constants died
    let nested = ods_runtime::transforms::rewrite::walk_nested(&ctx, top, true);
    let mut runs: Vec<(&str, usize)> = Vec::new();
    for &o in &nested {
        let name = ctx.str(ctx.ir.op(o).name);
        match runs.last_mut() {
            Some((n, count)) if *n == name => *count += 1,
            _ => runs.push((name, 1)),
        }
    }
    assert_eq!(
        runs,
        [
            ("kitchen.constant", 1),
            ("kitchen.region_op", DEPTH),
            ("kitchen.yield", DEPTH),
            ("test.use", 1)
        ]
    );
    let innermost_yield = nested[DEPTH + 1];
    let yielded = ctx.ir.operand(innermost_yield, 0);
    let ValueDef::Result { op: c, .. } = ctx.ir.value(yielded).def else {
        panic!("yield of a block argument");
    };
    assert_eq!(c, nested[0]);
    assert_eq!(
        ods_runtime::transforms::rewrite::constant_value(&mut ctx, yielded)
            .map(|a| ods_runtime::ods::preds::int_attr_value(&ctx, a)),
        Some(3)
    );
}

/// Constants are uniqued per insertion region (an unregistered op's region counts as
/// isolated) and hoisted to the front of its entry block, as mlir-opt 22's `--canonicalize`
/// does: the expected text is mlir-opt's output for the same input with `arith.constant`
/// (`--allow-unregistered-dialect --canonicalize --mlir-print-op-generic
/// --mlir-print-debuginfo`), renamed.
#[test]
fn constants_are_uniqued_and_hoisted_like_mlir_opt() {
    let (mut ctx, top) = parse(
        r#"%0 = "kitchen.constant"() <{value = 1 : i32}> : () -> i32
%1 = "t.op"() : () -> i32
%2 = "kitchen.constant"() <{value = 2 : i32}> : () -> i32
%3 = "t.op2"(%0, %2) : (i32, i32) -> i32
%4 = "kitchen.constant"() <{value = 3 : i32}> : () -> i32
%5 = "kitchen.constant"() <{value = 1 : i32}> : () -> i32
%6 = "kitchen.constant"() <{value = 7 : i64}> : () -> i64
"t.use"(%1, %3, %4, %5, %6) : (i32, i32, i32, i32, i64) -> ()
"t.region"() ({
  %7 = "kitchen.constant"() <{value = 2 : i32}> : () -> i32
  %8 = "t.op"() : () -> i32
  %9 = "kitchen.constant"() <{value = 2 : i32}> : () -> i32
  "t.use"(%7, %8, %9) : (i32, i32, i32) -> ()
}) : () -> ()
"#,
    );
    assert_eq!(canonicalize(&mut ctx, top), Ok(true));
    let flags = PrintFlags {
        generic: true,
        debuginfo: true,
        ..PrintFlags::default()
    };
    let mut out = Vec::new();
    print_top_level(&ctx, top, flags, &mut out).expect("print");
    assert_eq!(
        String::from_utf8_lossy(&out),
        r#""builtin.module"() ({
  %0 = "kitchen.constant"() <{value = 7 : i64}> : () -> i64 loc(#loc1)
  %1 = "kitchen.constant"() <{value = 3 : i32}> : () -> i32 loc(#loc2)
  %2 = "kitchen.constant"() <{value = 2 : i32}> : () -> i32 loc(#loc3)
  %3 = "kitchen.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc4)
  %4 = "t.op"() : () -> i32 loc(#loc5)
  %5 = "t.op2"(%3, %2) : (i32, i32) -> i32 loc(#loc6)
  "t.use"(%4, %5, %1, %3, %0) : (i32, i32, i32, i32, i64) -> () loc(#loc7)
  "t.region"() ({
    %6 = "kitchen.constant"() <{value = 2 : i32}> : () -> i32 loc(#loc4)
    %7 = "t.op"() : () -> i32 loc(#loc9)
    "t.use"(%6, %7, %6) : (i32, i32, i32) -> () loc(#loc10)
  }) : () -> () loc(#loc8)
}) : () -> () loc(#loc)
#loc = loc("c.mlir":0:0)
#loc1 = loc("c.mlir":7:6)
#loc2 = loc("c.mlir":5:6)
#loc3 = loc("c.mlir":3:6)
#loc4 = loc(unknown)
#loc5 = loc("c.mlir":2:6)
#loc6 = loc("c.mlir":4:6)
#loc7 = loc("c.mlir":8:1)
#loc8 = loc("c.mlir":9:1)
#loc9 = loc("c.mlir":11:8)
#loc10 = loc("c.mlir":13:3)
"#
    );
}

/// Folding with materialized constants, `x + 0`, dead constants and hoisting together; the
/// expected text is mlir-opt 22's `--canonicalize` output (generic, with debug info) for the
/// same input written with `arith.constant` / `arith.addi`, renamed.
#[test]
fn folding_matches_mlir_opt() {
    let (mut ctx, top) = parse(
        r#"%0 = "t.op"() : () -> i32
%1 = "kitchen.constant"() <{value = 40 : i32}> : () -> i32
%2 = "kitchen.constant"() <{value = 2 : i32}> : () -> i32
%3 = "kitchen.addi"(%1, %2) : (i32, i32) -> i32
%4 = "t.op"() : () -> i32
%5 = "kitchen.addi"(%1, %1) : (i32, i32) -> i32
%6 = "kitchen.constant"() <{value = 0 : i32}> : () -> i32
%7 = "kitchen.addi"(%4, %6) : (i32, i32) -> i32
%8 = "kitchen.addi"(%7, %6) : (i32, i32) -> i32
"t.use"(%3, %5, %0, %8) : (i32, i32, i32, i32) -> ()
"#,
    );
    assert_eq!(canonicalize(&mut ctx, top), Ok(true));
    let flags = PrintFlags {
        generic: true,
        debuginfo: true,
        ..PrintFlags::default()
    };
    let mut out = Vec::new();
    print_top_level(&ctx, top, flags, &mut out).expect("print");
    assert_eq!(
        String::from_utf8_lossy(&out),
        r#""builtin.module"() ({
  %0 = "kitchen.constant"() <{value = 80 : i32}> : () -> i32 loc(#loc1)
  %1 = "kitchen.constant"() <{value = 42 : i32}> : () -> i32 loc(#loc2)
  %2 = "t.op"() : () -> i32 loc(#loc3)
  %3 = "t.op"() : () -> i32 loc(#loc4)
  "t.use"(%1, %0, %2, %3) : (i32, i32, i32, i32) -> () loc(#loc5)
}) : () -> () loc(#loc)
#loc = loc("c.mlir":0:0)
#loc1 = loc("c.mlir":6:6)
#loc2 = loc("c.mlir":4:6)
#loc3 = loc("c.mlir":1:6)
#loc4 = loc("c.mlir":5:6)
#loc5 = loc("c.mlir":10:1)
"#
    );
}

/// A constant inside a region of a non-isolated op moves to the front of the enclosing
/// isolated region's entry block and loses its location (as mlir-opt does for a constant in
/// an `scf.if` branch); `kitchen.func` is isolated, so its constant stays inside (moved to
/// the front of its block, keeping its location) and is not merged with the outer one.
#[test]
fn nested_constants_are_hoisted_out_of_non_isolated_regions() {
    let (mut ctx, top) = parse(
        r#"%0 = "t.op"() : () -> i32
%1 = "kitchen.region_op"() ({
  %2 = "kitchen.constant"() <{value = 5 : i32}> : () -> i32
  %3 = "t.op"(%2) : (i32) -> i32
  "kitchen.yield"(%3) : (i32) -> ()
}) : () -> i32
"kitchen.func"() <{sym_name = "f"}> ({
  %4 = "t.op"() : () -> i32
  %5 = "kitchen.constant"() <{value = 5 : i32}> : () -> i32
  "t.use"(%4, %5) : (i32, i32) -> ()
}) : () -> ()
"t.use"(%0, %1) : (i32, i32) -> ()
"#,
    );
    assert_eq!(canonicalize(&mut ctx, top), Ok(true));
    let flags = PrintFlags {
        generic: true,
        debuginfo: true,
        ..PrintFlags::default()
    };
    let mut out = Vec::new();
    print_top_level(&ctx, top, flags, &mut out).expect("print");
    assert_eq!(
        String::from_utf8_lossy(&out),
        r#""builtin.module"() ({
  %0 = "kitchen.constant"() <{value = 5 : i32}> : () -> i32 loc(#loc1)
  %1 = "t.op"() : () -> i32 loc(#loc2)
  %2 = "kitchen.region_op"() ({
    %5 = "t.op"(%0) : (i32) -> i32 loc(#loc4)
    "kitchen.yield"(%5) : (i32) -> () loc(#loc5)
  }) : () -> i32 loc(#loc3)
  "kitchen.func"() <{sym_name = "f"}> ({
    %3 = "kitchen.constant"() <{value = 5 : i32}> : () -> i32 loc(#loc7)
    %4 = "t.op"() : () -> i32 loc(#loc8)
    "t.use"(%4, %3) : (i32, i32) -> () loc(#loc9)
  }) : () -> () loc(#loc6)
  "t.use"(%1, %2) : (i32, i32) -> () loc(#loc10)
}) : () -> () loc(#loc)
#loc = loc("c.mlir":0:0)
#loc1 = loc(unknown)
#loc2 = loc("c.mlir":1:6)
#loc3 = loc("c.mlir":2:6)
#loc4 = loc("c.mlir":4:8)
#loc5 = loc("c.mlir":5:3)
#loc6 = loc("c.mlir":7:1)
#loc7 = loc("c.mlir":9:8)
#loc8 = loc("c.mlir":8:8)
#loc9 = loc("c.mlir":10:3)
#loc10 = loc("c.mlir":12:1)
"#
    );
}

#[test]
fn clone_copies_regions_blocks_successors_and_maps_values() {
    // `%4` is used (in ^bb1) before its definition (in ^bb2, which dominates ^bb1)
    let (mut ctx, top) = parse(
        r#"%0 = "test.x"() : () -> i32
%1 = "test.y"() : () -> i32
%2 = "test.outer"(%0) ({
^bb0(%a: i32):
  "test.br"()[^bb2] : () -> ()
^bb1:
  %3 = "test.inner"(%a, %0, %4) : (i32, i32, i32) -> i32
  "test.ret"(%3) : (i32) -> ()
^bb2:
  %4 = "test.late"(%a) : (i32) -> i32
  "test.br"()[^bb1] : () -> ()
}) : (i32) -> i32
"test.use"(%2) : (i32) -> ()
"#,
    );
    let body = ctx.ir.first_block(ctx.ir.op(top).regions[0]).expect("body");
    let ops: Vec<Op> = ctx.ir.block_ops(body).collect();
    let (x, y, outer, user) = (ops[0], ops[1], ops[2], ops[3]);
    let mut map = ods_runtime::ir::CloneMap::default();
    // the copy reads %1 where the original reads %0
    map.values.insert(ctx.ir.result(x, 0), ctx.ir.result(y, 0));
    let (copy, nested) = ctx.ir.clone_op(outer, &mut map);
    assert_eq!(nested.len(), 5);
    ctx.ir.insert_op_before(user, copy);
    assert_eq!(map.value(ctx.ir.result(outer, 0)), ctx.ir.result(copy, 0));
    if let Err(e) = ods_runtime::analysis::verifier::verify(&ctx, top) {
        panic!("invalid IR after cloning: {}", e[0].message);
    }
    assert_eq!(
        print(&ctx, top),
        r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  %1 = "test.y"() : () -> i32
  %2 = "test.outer"(%0) ({
  ^bb0(%arg1: i32):
    "test.br"()[^bb2] : () -> ()
  ^bb1:  // pred: ^bb2
    %6 = "test.inner"(%arg1, %0, %7) : (i32, i32, i32) -> i32
    "test.ret"(%6) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %7 = "test.late"(%arg1) : (i32) -> i32
    "test.br"()[^bb1] : () -> ()
  }) : (i32) -> i32
  %3 = "test.outer"(%1) ({
  ^bb0(%arg0: i32):
    "test.br"()[^bb2] : () -> ()
  ^bb1:  // pred: ^bb2
    %4 = "test.inner"(%arg0, %1, %5) : (i32, i32, i32) -> i32
    "test.ret"(%4) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %5 = "test.late"(%arg0) : (i32) -> i32
    "test.br"()[^bb1] : () -> ()
  }) : (i32) -> i32
  "test.use"(%2) : (i32) -> ()
}) : () -> ()
"#
    );
}

#[test]
fn patterns_carry_mlir_debug_names_and_filter_by_them() {
    let mut ctx = Context::new();
    ods_dialects::register_all(&mut ctx);
    let mut set = canonicalization_patterns(&ctx);
    let names: Vec<&str> = set.debug_names().collect();
    // class patterns: `llvm::getTypeName` of the C++ class; function patterns: none
    for want in [
        "(anonymous namespace)::AddIAddConstant",
        "CmpFIntToFPConst",
        "(anonymous namespace)::SimplifyConstCondBranchPred",
        "(anonymous namespace)::CombineIfs",
        "FoldConstantCase",
        "",
    ] {
        assert!(names.contains(&want), "{want}");
    }
    let total = set.len();
    set.filter_by_debug_name(&["(anonymous namespace)::AddIAddConstant".to_string()], &[]);
    assert_eq!(set.len(), total - 1);
    set.filter_by_debug_name(&[], &["FoldConstantCase".to_string(), "nope".to_string()]);
    assert_eq!(set.names().collect::<Vec<_>>(), ["FoldConstantCase"]);
}

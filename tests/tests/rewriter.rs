//! The `Rewriter`: what each edit does to the IR (through a standalone rewriter), what it
//! reports to the greedy driver (the order in which the driver revisits ops after a pattern,
//! as MLIR's driver does), and the driver's check that patterns edit IR only through it.
//! Outputs are compared exactly (generic form).

use std::cell::{Cell, RefCell};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::rc::Rc;

use ods_dialects::arith::AddIOp;
use ods_runtime::ir::{CloneMap, OperationState};
use ods_runtime::transforms::rewrite::{
    apply_patterns_and_fold_greedily, walk_nested, GreedyConfig, PatternSet, RewritePattern,
    Rewriter,
};
use ods_runtime::{Context, Op, Value};

fn parse(text: &str) -> (Context, Op) {
    ods_tests::ir_text::parse_with(ods_dialects::register_all, "r.mlir", text)
}

fn print(ctx: &Context, op: Op) -> String {
    ods_tests::ir_text::print_generic(ctx, op)
}

/// A new detached unregistered op `name` with `operands` and `results` `i32` results.
fn test_op(rw: &mut Rewriter<'_>, name: &str, operands: &[Value], results: usize) -> Op {
    let (sym, i32) = (rw.symbol(name), rw.common.i32);
    let mut st = OperationState::new(rw, sym, rw.common.unknown_loc);
    st.operands.extend_from_slice(operands);
    st.result_types.extend(std::iter::repeat_n(i32, results));
    rw.ctx_mut().create_op(st)
}

/// Parses `input`, runs `edit` with a standalone rewriter and the ops nested in the module
/// (pre-order), and prints the module.
fn edit(input: &str, edit: impl FnOnce(&mut Rewriter<'_>, &[Op])) -> String {
    let (mut ctx, top) = parse(input);
    let ops = walk_nested(&ctx, top, true);
    edit(&mut Rewriter::new(&mut ctx), &ops);
    if let Err(e) = ods_runtime::analysis::verifier::verify(&ctx, top) {
        panic!("invalid IR after the edit: {}", e[0].message);
    }
    print(&ctx, top)
}

const CHAIN: &str = r#"%0 = "test.a"() : () -> i32
%1 = "test.b"(%0) : (i32) -> i32
"test.use"(%1) : (i32) -> ()
"#;

#[test]
fn created_ops_go_to_the_insertion_point_and_replace_ops() {
    // create at the insertion point, then replace `test.b` by its result
    let out = edit(CHAIN, |rw, ops| {
        let (a, b) = (ops[0], ops[1]);
        rw.set_insertion_point(b);
        let a0 = rw.ir.result(a, 0);
        let c = test_op(rw, "test.c", &[a0], 1);
        rw.insert(c);
        let c0 = rw.ir.result(c, 0);
        rw.replace_op(b, &[c0]);
    });
    assert_eq!(
        out,
        r#""builtin.module"() ({
  %0 = "test.a"() : () -> i32
  %1 = "test.c"(%0) : (i32) -> i32
  "test.use"(%1) : (i32) -> ()
}) : () -> ()
"#
    );
    // replace_op_with inserts a detached op at the insertion point (here: the start of the
    // block)
    let out = edit(CHAIN, |rw, ops| {
        let b = ops[1];
        let block = rw.ir.op_parent(b).expect("block");
        rw.set_insertion_point_to_start(block);
        let d = test_op(rw, "test.d", &[], 1);
        rw.replace_op_with(b, d);
    });
    assert_eq!(
        out,
        r#""builtin.module"() ({
  %0 = "test.d"() : () -> i32
  %1 = "test.a"() : () -> i32
  "test.use"(%0) : (i32) -> ()
}) : () -> ()
"#
    );
}

#[test]
fn uses_operands_and_in_place_changes() {
    let out = edit(CHAIN, |rw, ops| {
        let (a, b, user) = (ops[0], ops[1], ops[2]);
        let (a0, b0) = (rw.ir.result(a, 0), rw.ir.result(b, 0));
        // every use of %1 becomes %0, then %1's op goes
        rw.replace_all_uses_with(b0, a0);
        rw.erase_op(b);
        let unit = rw.common.unit;
        rw.modify_op_in_place(user, |ctx| {
            ods_runtime::ods::access::AttrRef::dict("tag").set(ctx, user, Some(unit));
        });
        // an insertion at an explicit place keeps the insertion point
        rw.set_insertion_point(user);
        let e = test_op(rw, "test.e", &[], 1);
        rw.insert_op_before(a, e);
        let f = test_op(rw, "test.f", &[], 0);
        rw.insert(f);
        let e0 = rw.ir.result(e, 0);
        rw.set_operand(user, 0, e0);
    });
    assert_eq!(
        out,
        r#""builtin.module"() ({
  %0 = "test.e"() : () -> i32
  %1 = "test.a"() : () -> i32
  "test.f"() : () -> ()
  "test.use"(%0) {tag} : (i32) -> ()
}) : () -> ()
"#
    );
}

const BLOCKS: &str = r#""test.r"() ({
^bb0(%arg0: i32):
  "test.x"(%arg0) : (i32) -> ()
  "test.y"() : () -> ()
^bb1:
  "test.z"() : () -> ()
}) : () -> ()
%0 = "test.v"() : () -> i32
"test.end"() : () -> ()
"#;

#[test]
fn blocks_are_inlined_merged_split_and_moved() {
    // the entry block inlined before `test.end`, its argument replaced by %0
    let out = edit(BLOCKS, |rw, ops| {
        let (r, v, end) = (ops[0], ops[4], ops[5]);
        let region = rw.ir.op(r).regions[0];
        let entry = rw.ir.first_block(region).expect("entry");
        let v0 = rw.ir.result(v, 0);
        rw.inline_block_before(entry, end, &[v0]);
    });
    assert_eq!(
        out,
        r#""builtin.module"() ({
  "test.r"() ({
    "test.z"() : () -> ()
  }) : () -> ()
  %0 = "test.v"() : () -> i32
  "test.x"(%0) : (i32) -> ()
  "test.y"() : () -> ()
  "test.end"() : () -> ()
}) : () -> ()
"#
    );
    // ^bb1 merged into the entry block; the entry block split before `test.y`, and the new
    // block given an argument
    let out = edit(BLOCKS, |rw, ops| {
        let (r, y) = (ops[0], ops[2]);
        let region = rw.ir.op(r).regions[0];
        let entry = rw.ir.first_block(region).expect("entry");
        let bb1 = rw.ir.next_block(entry).expect("bb1");
        rw.merge_blocks(bb1, entry, &[]);
        let tail = rw.split_block(entry, y);
        let i32 = rw.common.i32;
        let loc = rw.common.unknown_loc;
        rw.add_block_arg(tail, i32, loc);
    });
    assert_eq!(
        out,
        r#""builtin.module"() ({
  "test.r"() ({
  ^bb0(%arg0: i32):
    "test.x"(%arg0) : (i32) -> ()
  ^bb1(%1: i32):  // no predecessors
    "test.y"() : () -> ()
    "test.z"() : () -> ()
  }) : () -> ()
  %0 = "test.v"() : () -> i32
  "test.end"() : () -> ()
}) : () -> ()
"#
    );
    // the blocks moved to a new op's region, in a new order; an unused argument erased; an
    // op moved
    let out = edit(BLOCKS, |rw, ops| {
        let (r, x, end) = (ops[0], ops[1], ops[5]);
        let region = rw.ir.op(r).regions[0];
        rw.erase_op(x);
        let entry = rw.ir.first_block(region).expect("entry");
        rw.erase_block_arg(entry, 0);
        let (sym, loc) = (rw.symbol("test.s"), rw.common.unknown_loc);
        let mut st = OperationState::new(rw, sym, loc);
        let dest = rw.ir.create_region();
        st.regions.push(dest);
        let s = rw.ctx_mut().create_op(st);
        rw.insert_op_before(end, s);
        rw.move_blocks(region, dest);
        let bb1 = rw.ir.next_block(entry).expect("bb1");
        rw.move_block_after(entry, bb1);
        rw.move_op_before(end, s);
    });
    assert_eq!(
        out,
        r#""builtin.module"() ({
  "test.r"() ({
  }) : () -> ()
  %0 = "test.v"() : () -> i32
  "test.end"() : () -> ()
  "test.s"() ({
    "test.z"() : () -> ()
  ^bb1:  // no predecessors
    "test.y"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}

#[test]
fn ops_and_regions_are_cloned() {
    let out = edit(BLOCKS, |rw, ops| {
        let (r, v, end) = (ops[0], ops[4], ops[5]);
        // a copy of `test.r` after `test.end`, its argument's uses mapped to %0
        let region = rw.ir.op(r).regions[0];
        let entry = rw.ir.first_block(region).expect("entry");
        let arg = rw.ir.block_args(entry)[0];
        let mut map = CloneMap::default();
        rw.set_insertion_point_after(end);
        let copy = rw.clone_op(r, &mut map);
        // the region's blocks copied again into a new op, %arg0 given beforehand
        let (sym, loc) = (rw.symbol("test.t"), rw.common.unknown_loc);
        let mut st = OperationState::new(rw, sym, loc);
        let dest = rw.ir.create_region();
        st.regions.push(dest);
        let t = rw.ctx_mut().create_op(st);
        rw.insert_op_before(copy, t);
        let mut map = CloneMap::default();
        let v0 = rw.ir.result(v, 0);
        map.values.insert(arg, v0);
        rw.clone_region_into(region, dest, &mut map);
    });
    assert_eq!(
        out,
        r#""builtin.module"() ({
  "test.r"() ({
  ^bb0(%arg1: i32):
    "test.x"(%arg1) : (i32) -> ()
    "test.y"() : () -> ()
  ^bb1:  // no predecessors
    "test.z"() : () -> ()
  }) : () -> ()
  %0 = "test.v"() : () -> i32
  "test.end"() : () -> ()
  "test.t"() ({
    "test.x"(%0) : (i32) -> ()
    "test.y"() : () -> ()
  ^bb1:  // no predecessors
    "test.z"() : () -> ()
  }) : () -> ()
  "test.r"() ({
  ^bb0(%arg0: i32):
    "test.x"(%arg0) : (i32) -> ()
    "test.y"() : () -> ()
  ^bb1:  // no predecessors
    "test.z"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}

// ------------------------------------------------------------------------ reports

/// Logs the name of every op the driver tries patterns on (tried first, never applies).
struct Recorder(Rc<RefCell<Vec<String>>>);

impl RewritePattern for Recorder {
    type Root = Op;
    fn name(&self) -> &'static str {
        "recorder"
    }
    fn benefit(&self) -> u16 {
        10
    }
    fn match_and_rewrite(&self, op: Op, rw: &mut Rewriter<'_>) -> bool {
        let name = rw.str(rw.ir.op(op).name).to_string();
        self.0.borrow_mut().push(name);
        false
    }
}

/// Runs `rewrite` once, on the first `arith.addi` the driver tries it on.
struct Once {
    done: Cell<bool>,
    rewrite: fn(AddIOp, &mut Rewriter<'_>),
}

impl RewritePattern for Once {
    type Root = AddIOp;
    fn name(&self) -> &'static str {
        "once"
    }
    fn match_and_rewrite(&self, op: AddIOp, rw: &mut Rewriter<'_>) -> bool {
        if self.done.replace(true) {
            return false;
        }
        (self.rewrite)(op, rw);
        true
    }
}

/// The ops the driver visits (top-down, one walk, no folding, no constant uniquing or region
/// simplification) with `rewrite` applied once to the first `arith.addi`: after the rewrite,
/// the ops the rewriter reported come back, the last reported first (MLIR's worklist).
fn visits(input: &str, rewrite: fn(AddIOp, &mut Rewriter<'_>)) -> (Vec<String>, String) {
    let (mut ctx, top) = parse(input);
    let log = Rc::new(RefCell::new(Vec::new()));
    let mut set = PatternSet::new();
    set.add(Recorder(log.clone())).add(Once {
        done: Cell::new(false),
        rewrite,
    });
    let config = GreedyConfig {
        top_down: true,
        fold: false,
        max_iterations: 1,
        cse_constants: false,
        max_rewrites: None,
        simplify_regions: false,
    };
    let _ = apply_patterns_and_fold_greedily(&mut ctx, top, &set, &config);
    let log = log.borrow().clone();
    (log, print(&ctx, top))
}

const ADD: &str = r#"%0 = "test.a"() : () -> i32
%1 = "test.b"() : () -> i32
%2 = "arith.addi"(%0, %1) : (i32, i32) -> i32
"test.x"(%1) : (i32) -> ()
"test.y"(%1) : (i32) -> ()
"test.use"(%2) : (i32) -> ()
"#;

#[test]
fn a_replacement_reports_the_new_op_the_users_and_the_operand_definitions() {
    // reported: `test.new` (inserted), `test.use` (its operand replaced, still waiting its
    // turn), `test.a` (defined an operand of the erased op and has one other user left);
    // `test.b` keeps two other users and is not reported
    let (log, out) = visits(ADD, |op, rw| {
        let a = op.lhs(rw);
        let new = test_op(rw, "test.new", &[a], 1);
        rw.replace_op_with(op, new);
    });
    assert_eq!(
        log,
        [
            "test.a",
            "test.b",
            "arith.addi",
            "test.a",
            "test.new",
            "test.x",
            "test.y",
            "test.use"
        ]
    );
    assert_eq!(
        out,
        r#""builtin.module"() ({
  %0 = "test.a"() : () -> i32
  %1 = "test.b"() : () -> i32
  %2 = "test.new"(%0) : (i32) -> i32
  "test.x"(%1) : (i32) -> ()
  "test.y"(%1) : (i32) -> ()
  "test.use"(%2) : (i32) -> ()
}) : () -> ()
"#
    );
}

#[test]
fn modified_and_moved_ops_are_reported() {
    // `test.a` modified in place, then `test.b` moved before it: both come back, the last
    // reported first (ops still waiting in the worklist keep their place)
    let (log, out) = visits(ADD, |op, rw| {
        let a = op.lhs(rw).owner_op(rw).expect("test.a");
        let b = op.rhs(rw).owner_op(rw).expect("test.b");
        rw.modify_op_in_place(a, |_| ());
        rw.move_op_before(b, a);
    });
    assert_eq!(
        log,
        [
            "test.a",
            "test.b",
            "arith.addi",
            "test.b",
            "test.a",
            "test.x",
            "test.y",
            "test.use"
        ]
    );
    assert!(out.starts_with(
        "\"builtin.module\"() ({\n  %0 = \"test.b\"() : () -> i32\n  %1 = \"test.a\"()"
    ));
}

#[test]
fn ops_built_inside_an_op_not_inserted_yet_are_not_reported() {
    // `test.inner` is inserted into the block of `test.outer` before `test.outer` itself is
    // inserted: only `test.outer` comes back (MLIR's driver ignores the other one too)
    let (log, out) = visits(ADD, |_, rw| {
        let (sym, loc) = (rw.symbol("test.outer"), rw.common.unknown_loc);
        let mut st = OperationState::new(rw, sym, loc);
        let region = rw.ir.create_region();
        st.regions.push(region);
        let outer = rw.ctx_mut().create_op(st);
        let saved = rw.insertion_point();
        rw.create_block(region, &[], &[]);
        let inner = test_op(rw, "test.inner", &[], 0);
        rw.insert(inner);
        rw.restore_insertion_point(saved);
        rw.insert(outer);
    });
    assert_eq!(
        log,
        [
            "test.a",
            "test.b",
            "arith.addi",
            "test.outer",
            "test.x",
            "test.y",
            "test.use"
        ]
    );
    assert!(out.contains("  \"test.outer\"() ({\n    \"test.inner\"() : () -> ()\n  }) : () -> ()\n  %2 = \"arith.addi\""));
}

// ------------------------------------------------------------------------ the check

/// The message of the panic `f` raises.
fn panic_message(f: impl FnOnce()) -> String {
    let payload = catch_unwind(AssertUnwindSafe(f)).expect_err("the driver should panic");
    match payload.downcast::<String>() {
        Ok(s) => *s,
        Err(p) => p
            .downcast::<&str>()
            .map(|s| s.to_string())
            .unwrap_or_default(),
    }
}

/// Runs the canonicalizer's driver with `rewrite` as the only pattern, on `arith.addi`.
fn run(rewrite: fn(AddIOp, &mut Rewriter<'_>) -> bool) -> String {
    let (mut ctx, top) = parse(ADD);
    let mut set = PatternSet::new();
    set.add_fn("edit", 1, rewrite);
    let _ = apply_patterns_and_fold_greedily(&mut ctx, top, &set, &GreedyConfig::default());
    print(&ctx, top)
}

#[test]
fn a_pattern_editing_behind_the_rewriters_back_is_reported() {
    // an operand set directly on the arena
    let msg = panic_message(|| {
        run(|op, rw| {
            let b = op.rhs(rw);
            rw.ir.set_operand(op.op(), 0, b);
            true
        });
    });
    assert_eq!(
        msg,
        "rewrite pattern `edit` tried on `arith.addi` changed the IR without going through the Rewriter (1 of 1 edits)"
    );
    // an attribute set directly, next to a legal erasure
    let msg = panic_message(|| {
        run(|op, rw| {
            let user = rw.ir.next_op(op.op()).expect("test.x");
            rw.erase_op(user);
            let unit = rw.common.unit;
            ods_runtime::ods::access::AttrRef::dict("tag").set(rw, op.op(), Some(unit));
            true
        });
    });
    assert_eq!(
        msg,
        "rewrite pattern `edit` tried on `arith.addi` changed the IR without going through the Rewriter (1 of 2 edits)"
    );
}

#[test]
fn a_pattern_that_fails_after_changing_the_ir_is_reported() {
    let msg = panic_message(|| {
        run(|op, rw| {
            let n = test_op(rw, "test.n", &[], 0);
            rw.insert_op_before(op, n);
            false
        });
    });
    assert_eq!(
        msg,
        "rewrite pattern `edit` tried on `arith.addi` returned false after changing the IR (a pattern that does not apply must leave the IR untouched)"
    );
}

#[test]
fn new_ir_is_built_freely_and_failing_patterns_may_build_it() {
    // a new op filled directly (region, block, nested op, attributes) and then inserted
    // through the rewriter; a failing pattern that only built detached ops
    let out = run(|op, rw| {
        // never inserted
        test_op(rw, "test.scratch", &[], 0);
        if rw
            .ir
            .prev_op(op.op())
            .is_some_and(|p| rw.str(rw.ir.op(p).name) == "test.outer")
        {
            return false;
        }
        let (sym, loc) = (rw.symbol("test.outer"), rw.common.unknown_loc);
        let mut st = OperationState::new(rw, sym, loc);
        let region = rw.ir.create_region();
        st.regions.push(region);
        let outer = rw.ctx_mut().create_op(st);
        let block = rw.ir.create_block();
        rw.ir.append_block(region, block);
        let inner = test_op(rw, "test.inner", &[], 0);
        rw.ir.append_op(block, inner);
        let unit = rw.common.unit;
        ods_runtime::ods::access::AttrRef::dict("tag").set(rw, outer, Some(unit));
        rw.insert(outer);
        true
    });
    assert_eq!(
        out,
        r#""builtin.module"() ({
  %0 = "test.a"() : () -> i32
  %1 = "test.b"() : () -> i32
  "test.outer"() ({
    "test.inner"() : () -> ()
  }) {tag} : () -> ()
  %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  "test.x"(%1) : (i32) -> ()
  "test.y"(%1) : (i32) -> ()
  "test.use"(%2) : (i32) -> ()
}) : () -> ()
"#
    );
}

//! `OpBuilder`: insertion points keep creation order, regions are filled in one call, and
//! the built IR prints as expected.

use ods_runtime::ir::builtin_ops::{create_module, module_body};
use ods_runtime::ir::OperationState;
use ods_runtime::{print_to_string, Context, OpBuilder, PrintFlags};

fn named(b: &mut OpBuilder<'_>, name: &str, results: &[ods_runtime::Type]) -> ods_runtime::Op {
    let loc = b.common.unknown_loc;
    let sym = b.symbol(name);
    let mut state = OperationState::new(b.ctx(), sym, loc);
    state.result_types = results.to_vec();
    b.create_op(state)
}

fn print(ctx: &Context, op: ods_runtime::Op) -> String {
    print_to_string(ctx, op, PrintFlags::default())
}

/// A context accepting unregistered ops, with an empty module and its body block.
fn empty_module() -> (Context, ods_runtime::Op, ods_runtime::Block) {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let loc = ctx.common.unknown_loc;
    let module = create_module(&mut ctx, loc);
    let body = module_body(&ctx, module).unwrap();
    (ctx, module, body)
}

#[test]
fn insertion_points_keep_creation_order() {
    let (mut ctx, module, body) = empty_module();
    let mut b = OpBuilder::at_block_end(&mut ctx, body);
    let first = named(&mut b, "t.first", &[]);
    let last = named(&mut b, "t.last", &[]);
    b.set_insertion_point_after(first);
    named(&mut b, "t.a", &[]);
    named(&mut b, "t.b", &[]);
    b.set_insertion_point_to_start(body);
    named(&mut b, "t.start1", &[]);
    named(&mut b, "t.start2", &[]);
    b.set_insertion_point(last);
    named(&mut b, "t.before_last", &[]);
    b.clear_insertion_point();
    let detached = named(&mut b, "t.detached", &[]);
    assert_eq!(b.ir.op_parent(detached), None);
    assert_eq!(
        print(&ctx, module),
        "module {\n  \"t.start1\"() : () -> ()\n  \"t.start2\"() : () -> ()\n  \"t.first\"() : () -> ()\n  \"t.a\"() : () -> ()\n  \"t.b\"() : () -> ()\n  \"t.before_last\"() : () -> ()\n  \"t.last\"() : () -> ()\n}\n\n"
    );
}

#[test]
fn build_region_fills_the_entry_block_and_restores_the_insertion_point() {
    let (mut ctx, module, body) = empty_module();
    let loc = ctx.common.unknown_loc;
    let mut b = OpBuilder::at_block_end(&mut ctx, body);
    let i32 = b.i32();
    let index = b.index();
    let sym = b.symbol("t.loop");
    let mut state = OperationState::new(b.ctx(), sym, loc);
    let region = b.ir.create_region();
    state.regions.push(region);
    let looped = b.create_op(state);
    let entry = b.build_region(region, &[index, i32], loc, |b, args| {
        assert_eq!(args.len(), 2);
        assert_eq!(args[1].ty(b), i32);
        let sym = b.symbol("t.yield");
        let mut y = OperationState::new(b.ctx(), sym, loc);
        y.operands = vec![args[1]];
        b.create_op(y);
    });
    assert_eq!(b.ir.block_args(entry).len(), 2);
    named(&mut b, "t.after", &[]);
    assert_eq!(b.ir.op_parent(looped), Some(body));
    assert_eq!(
        print(&ctx, module),
        "module {\n  \"t.loop\"() ({\n  ^bb0(%arg0: index, %arg1: i32):\n    \"t.yield\"(%arg1) : (i32) -> ()\n  }) : () -> ()\n  \"t.after\"() : () -> ()\n}\n\n"
    );
}

//! The generated builders on the bundled dialects: `build` (detached) and `create` (inserted at
//! an `OpBuilder`'s insertion point), `build_full`, the typed result-type getters, and the
//! region builders of `scf` and `func.func` that fill their blocks through callbacks. Each
//! built module is printed and compared exactly, then verified.

use ods_dialects::{arith, func, scf};
use ods_runtime::analysis::verifier::verify;
use ods_runtime::ir::builtin_ops::{create_module, module_body};
use ods_runtime::ods::preds::index_attr;
use ods_runtime::{print_to_string, Context, Op, OpBuilder, PrintFlags, Value};

fn context() -> Context {
    let mut ctx = Context::new();
    ods_dialects::register_all(&mut ctx);
    ctx
}

fn print(ctx: &Context, op: Op) -> String {
    print_to_string(ctx, op, PrintFlags::default())
}

/// A module holding `func.func @f(<inputs>)`, whose body `body` fills.
fn module_with_func(
    ctx: &mut Context,
    inputs: &[ods_runtime::Type],
    results: &[ods_runtime::Type],
    body: impl FnOnce(&mut OpBuilder<'_>, &[Value]),
) -> Op {
    let loc = ctx.common.unknown_loc;
    let module = create_module(ctx, loc);
    let top = module_body(ctx, module).expect("a new module has a block");
    let fty = ctx.function_type(inputs, results);
    let mut b = OpBuilder::at_block_end(ctx, top);
    func::FuncOp::create_with_body(&mut b, loc, "f", fty, body);
    module
}

#[test]
fn create_inserts_at_the_insertion_point_and_build_stays_detached() {
    let mut ctx = context();
    let i32t = ctx.i32();
    let module = module_with_func(&mut ctx, &[i32t, i32t], &[i32t], |b, args| {
        let loc = b.common.unknown_loc;
        let sum = arith::AddIOp::create(b, loc, args[0], args[1]);
        assert_eq!(sum.result_type(b), i32t);
        let sum = sum.result(b);
        // insert before the last op: the product goes between the sum and the return
        let ret = func::ReturnOp::create(b, loc, &[sum]);
        b.set_insertion_point(ret.op());
        let nsw = arith::IntegerOverflowFlags::NSW;
        let product = arith::MulIOp::create_full(b, loc, sum, args[0], Some(nsw));
        // a detached op is not in the block
        let detached = arith::SubIOp::build(b, loc, args[0], args[1]);
        assert_eq!(b.ir.op_parent(detached.op()), None);
        assert_eq!(b.ir.op_parent(product.op()), b.ir.op_parent(ret.op()));
    });
    assert_eq!(
        print(&ctx, module),
        "module {\n  func.func @f(%arg0: i32, %arg1: i32) -> i32 {\n    %0 = arith.addi %arg0, %arg1 : i32\n    %1 = arith.muli %0, %arg0 overflow<nsw> : i32\n    return %0 : i32\n  }\n}\n\n"
    );
    verify(&ctx, module).expect("verifies");
}

#[test]
fn build_leaves_optional_arguments_out_and_build_full_takes_them_in_declaration_order() {
    let mut ctx = context();
    let loc = ctx.common.unknown_loc;
    let i1 = ctx.i1();
    let module = module_with_func(&mut ctx, &[i1, i1], &[], |b, args| {
        // arith.cmpi declares `predicate` before `lhs` and `rhs`
        let p = arith::CmpIPredicate::Ult;
        arith::CmpIOp::create(b, loc, i1, p, args[0], args[1]);
        // arith.select: no optional argument, so no `build_full`
        let s = arith::SelectOp::create(b, loc, i1, args[0], args[1], args[0]);
        assert_eq!(s.result_type(b), i1);
        // func.call's optional attributes and `no_inline` are left out by `create`
        let call = func::CallOp::create(b, loc, &[i1], "g", &[args[0]]);
        assert_eq!(call.results_types(b).collect::<Vec<_>>(), vec![i1]);
        let call = func::CallOp::create_full(b, loc, &[], "h", &[], None, None, true);
        assert_eq!(call.results_types(b).len(), 0);
        func::ReturnOp::create(b, loc, &[]);
    });
    assert_eq!(
        print(&ctx, module),
        "module {\n  func.func @f(%arg0: i1, %arg1: i1) {\n    %0 = arith.cmpi ult, %arg0, %arg1 : i1\n    %1 = arith.select %arg0, %arg1, %arg0 : i1\n    %2 = call @g(%arg0) : (i1) -> i1\n    call @h() {no_inline} : () -> ()\n    return\n  }\n}\n\n"
    );
}

#[test]
fn func_build_is_a_declaration_and_its_type_is_typed() {
    let mut ctx = context();
    let loc = ctx.common.unknown_loc;
    let module = create_module(&mut ctx, loc);
    let top = module_body(&ctx, module).unwrap();
    let i64t = ctx.i64();
    let fty = ctx.function_type(&[i64t], &[i64t]);
    let mut b = OpBuilder::at_block_end(&mut ctx, top);
    let f = func::FuncOp::create(&mut b, loc, "ext", fty);
    f.set_sym_visibility(&mut b, "private");
    assert_eq!(f.function_type(&b), fty);
    assert_eq!(
        print(&ctx, module),
        "module {\n  func.func private @ext(i64) -> i64\n}\n\n"
    );
    verify(&ctx, module).expect("verifies");
}

#[test]
fn scf_for_with_a_body_callback() {
    let mut ctx = context();
    let index = ctx.index();
    let i32t = ctx.i32();
    let module = module_with_func(&mut ctx, &[index, index, i32t], &[i32t], |b, args| {
        let loc = b.common.unknown_loc;
        let (ub, init) = (args[1], args[2]);
        let zero = index_attr(b, 0);
        let lb = arith::ConstantOp::create(b, loc, index, zero).result(b);
        let one = index_attr(b, 1);
        let step = arith::ConstantOp::create(b, loc, index, one).result(b);
        let lp = scf::ForOp::create_with_body(b, loc, lb, ub, step, &[init], |b, iv, iter| {
            assert_eq!(iv.ty(b), index);
            let sum = arith::AddIOp::create(b, loc, iter[0], iter[0]).result(b);
            scf::YieldOp::create(b, loc, &[sum]);
        });
        assert_eq!(lp.results_types(b).collect::<Vec<_>>(), vec![i32t]);
        let r = lp.results(b).next().expect("one result");
        // the builder is back after the loop
        func::ReturnOp::create(b, loc, &[r]);
    });
    assert_eq!(
        print(&ctx, module),
        "module {\n  func.func @f(%arg0: index, %arg1: index, %arg2: i32) -> i32 {\n    %c0 = arith.constant 0 : index\n    %c1 = arith.constant 1 : index\n    %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg2) -> (i32) {\n      %1 = arith.addi %arg4, %arg4 : i32\n      scf.yield %1 : i32\n    }\n    return %0 : i32\n  }\n}\n\n"
    );
    verify(&ctx, module).expect("verifies");
}

#[test]
fn scf_for_without_iter_args_gets_its_yield() {
    let mut ctx = context();
    let index = ctx.index();
    let module = module_with_func(&mut ctx, &[index, index, index], &[], |b, args| {
        let loc = b.common.unknown_loc;
        scf::ForOp::create_with_body(b, loc, args[0], args[1], args[2], &[], |b, iv, _| {
            arith::AddIOp::create(b, loc, iv, iv);
        });
        func::ReturnOp::create(b, loc, &[]);
    });
    assert_eq!(
        print(&ctx, module),
        "module {\n  func.func @f(%arg0: index, %arg1: index, %arg2: index) {\n    scf.for %arg3 = %arg0 to %arg1 step %arg2 {\n      %0 = arith.addi %arg3, %arg3 : index\n    }\n    return\n  }\n}\n\n"
    );
    verify(&ctx, module).expect("verifies");
}

#[test]
fn scf_if_while_execute_region_and_index_switch_with_callbacks() {
    let mut ctx = context();
    let (i1, i32t, index) = (ctx.i1(), ctx.i32(), ctx.index());
    let module = module_with_func(&mut ctx, &[i1, i32t, index], &[], |b, args| {
        let loc = b.common.unknown_loc;
        let (c, x, k) = (args[0], args[1], args[2]);
        scf::IfOp::create_with_then(b, loc, c, |b| {
            arith::AddIOp::create(b, loc, x, x);
        });
        let r = scf::IfOp::create_with_then_else(
            b,
            loc,
            &[i32t],
            c,
            |b| {
                scf::YieldOp::create(b, loc, &[x]);
            },
            |b| {
                let y = arith::MulIOp::create(b, loc, x, x).result(b);
                scf::YieldOp::create(b, loc, &[y]);
            },
        );
        let r = r.results(b).next().expect("one result");
        scf::WhileOp::create_with_regions(
            b,
            loc,
            &[i32t],
            &[r],
            |b, before| {
                scf::ConditionOp::create(b, loc, c, &[before[0]]);
            },
            |b, after| {
                scf::YieldOp::create(b, loc, &[after[0]]);
            },
        );
        scf::ExecuteRegionOp::create_with_body(b, loc, &[], |b| {
            scf::YieldOp::create(b, loc, &[]);
        });
        scf::IndexSwitchOp::create_with_cases(
            b,
            loc,
            &[],
            k,
            &[2, 5],
            |b, i| {
                if i == 1 {
                    arith::SubIOp::create(b, loc, x, x);
                }
            },
            |_| {},
        );
        func::ReturnOp::create(b, loc, &[]);
    });
    assert_eq!(
        print(&ctx, module),
        "module {\n  func.func @f(%arg0: i1, %arg1: i32, %arg2: index) {\n    scf.if %arg0 {\n      %2 = arith.addi %arg1, %arg1 : i32\n    }\n    %0 = scf.if %arg0 -> (i32) {\n      scf.yield %arg1 : i32\n    } else {\n      %2 = arith.muli %arg1, %arg1 : i32\n      scf.yield %2 : i32\n    }\n    %1 = scf.while (%arg3 = %0) : (i32) -> i32 {\n      scf.condition(%arg0) %arg3 : i32\n    } do {\n    ^bb0(%arg3: i32):\n      scf.yield %arg3 : i32\n    }\n    scf.execute_region {\n      scf.yield\n    }\n    scf.index_switch %arg2 \n    case 2 {\n      scf.yield\n    }\n    case 5 {\n      %2 = arith.subi %arg1, %arg1 : i32\n      scf.yield\n    }\n    default {\n    }\n    return\n  }\n}\n\n"
    );
    verify(&ctx, module).expect("verifies");
}

#[test]
fn create_through_a_rewriter_inserts_at_its_insertion_point() {
    let mut ctx = context();
    let i32t = ctx.i32();
    let module = module_with_func(&mut ctx, &[i32t], &[], |b, args| {
        let loc = b.common.unknown_loc;
        arith::AddIOp::create(b, loc, args[0], args[0]);
        func::ReturnOp::create(b, loc, &[]);
    });
    let top = module_body(&ctx, module).unwrap();
    let f = ctx.ir.first_op(top).unwrap();
    let entry = func::FuncOp::from_op(&ctx, f).unwrap().body(&ctx);
    let entry = ctx.ir.first_block(entry).unwrap();
    let add = ctx.ir.first_op(entry).unwrap();
    let loc = ctx.common.unknown_loc;
    // a Rewriter dereferences to its OpBuilder: the generated `create` builders take it
    let mut rw = ods_runtime::Rewriter::new(&mut ctx);
    rw.set_insertion_point(add);
    let x = rw.ir.block_args(entry)[0];
    let sub = arith::SubIOp::create(&mut rw, loc, x, x);
    assert_eq!(rw.ir.next_op(sub.op()), Some(add));
    assert_eq!(
        print(&ctx, module),
        "module {\n  func.func @f(%arg0: i32) {\n    %0 = arith.subi %arg0, %arg0 : i32\n    %1 = arith.addi %arg0, %arg0 : i32\n    return\n  }\n}\n\n"
    );
}

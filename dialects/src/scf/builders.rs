//! Bodies of the `scf` builders that fill regions through callbacks (MLIR's `bodyBuilder`,
//! `thenBuilder`, `beforeBuilder`, ...), declared in `ods/scf.ods`: each sets the operands and
//! result types of the state, creates its regions with their entry blocks and runs the
//! callbacks with the builder at the end of each block. Where the custom form implies the
//! terminator (`SingleBlockImplicitTerminator<"scf.yield">` on a region yielding nothing), a
//! missing `scf.yield` is added after the callback, as the parser adds it.

use ods_runtime::ir::attributes::Location;
use ods_runtime::ir::OperationState;
use ods_runtime::ods::access::set_state_attr;
use ods_runtime::ods::preds::dense_int_array;
use ods_runtime::{Block, OpBuilder, Region, Type, Value};

use super::{IndexSwitchOp, YieldOp};

/// The types of `values`.
fn value_types(b: &OpBuilder<'_>, values: &[Value]) -> Vec<Type> {
    values.iter().map(|v| v.ty(b)).collect()
}

/// A new region, owned by `state`.
fn add_region(b: &mut OpBuilder<'_>, state: &mut OperationState) -> Region {
    let r = b.ir.create_region();
    state.regions.push(r);
    r
}

/// Appends `scf.yield` to `block` unless its last op is one.
fn ensure_yield(b: &mut OpBuilder<'_>, block: Block, loc: Location) {
    let last = b.ir.last_op(block);
    if last.is_some_and(|op| YieldOp::from_op(b, op).is_some()) {
        return;
    }
    let saved = b.insertion_point();
    b.set_insertion_point_to_end(block);
    YieldOp::create(b, loc, &[]);
    b.restore_insertion_point(saved);
}

/// A region of one block without arguments, filled by `body`; with `implicit_yield`, a missing
/// `scf.yield` is added.
fn plain_region(
    b: &mut OpBuilder<'_>,
    state: &mut OperationState,
    implicit_yield: bool,
    body: impl FnOnce(&mut OpBuilder<'_>),
) {
    let loc = state.loc;
    let region = add_region(b, state);
    let block = b.build_region(region, &[], loc, |b, _| body(b));
    if implicit_yield {
        ensure_yield(b, block, loc);
    }
}

/// `scf.for`'s `with_body`: operands `lb, ub, step, init_args`, results typed as `init_args`,
/// and a body block with the induction variable (of `lb`'s type) and one iteration argument
/// per init value.
pub(crate) fn fill_for(
    b: &mut OpBuilder<'_>,
    state: &mut OperationState,
    bounds: [Value; 3],
    init_args: &[Value],
    body: impl FnOnce(&mut OpBuilder<'_>, Value, &[Value]),
) {
    let loc = state.loc;
    state.operands.extend_from_slice(&bounds);
    state.operands.extend_from_slice(init_args);
    let types = value_types(b, init_args);
    state.result_types.extend_from_slice(&types);
    let mut arg_types = vec![bounds[0].ty(b)];
    arg_types.extend_from_slice(&types);
    let region = add_region(b, state);
    let block = b.build_region(region, &arg_types, loc, |b, args| {
        body(b, args[0], &args[1..])
    });
    if init_args.is_empty() {
        ensure_yield(b, block, loc);
    }
}

/// `scf.if`'s `with_then` and `with_then_else`: the condition, the result types, a `then`
/// region and an `else` region (empty without `else_body`).
pub(crate) fn fill_if(
    b: &mut OpBuilder<'_>,
    state: &mut OperationState,
    result_types: &[Type],
    condition: Value,
    then_body: impl FnOnce(&mut OpBuilder<'_>),
    else_body: Option<impl FnOnce(&mut OpBuilder<'_>)>,
) {
    state.operands.push(condition);
    state.result_types.extend_from_slice(result_types);
    let implicit = result_types.is_empty();
    plain_region(b, state, implicit, then_body);
    match else_body {
        Some(body) => plain_region(b, state, implicit, body),
        None => {
            add_region(b, state);
        }
    }
}

/// `scf.while`'s `with_regions`: `inits` as operands, the `before` block taking the types of
/// `inits`, the `after` block taking `result_types`.
pub(crate) fn fill_while(
    b: &mut OpBuilder<'_>,
    state: &mut OperationState,
    result_types: &[Type],
    inits: &[Value],
    before: impl FnOnce(&mut OpBuilder<'_>, &[Value]),
    after: impl FnOnce(&mut OpBuilder<'_>, &[Value]),
) {
    let loc = state.loc;
    state.operands.extend_from_slice(inits);
    state.result_types.extend_from_slice(result_types);
    let init_types = value_types(b, inits);
    let region = add_region(b, state);
    b.build_region(region, &init_types, loc, before);
    let region = add_region(b, state);
    b.build_region(region, result_types, loc, after);
}

/// `scf.execute_region`'s `with_body`: the result types and one block filled by `body`.
pub(crate) fn fill_execute_region(
    b: &mut OpBuilder<'_>,
    state: &mut OperationState,
    result_types: &[Type],
    body: impl FnOnce(&mut OpBuilder<'_>),
) {
    state.result_types.extend_from_slice(result_types);
    plain_region(b, state, false, body);
}

/// `scf.index_switch`'s `with_cases`: the switched value, the case values, the default region
/// (built first, as it comes first) and one region per case, built by `case_body(builder, i)`
/// for the `i`-th case in order.
pub(crate) fn fill_index_switch(
    b: &mut OpBuilder<'_>,
    state: &mut OperationState,
    result_types: &[Type],
    arg: Value,
    cases: &[i64],
    mut case_body: impl FnMut(&mut OpBuilder<'_>, usize),
    default_body: impl FnOnce(&mut OpBuilder<'_>),
) {
    state.operands.push(arg);
    state.result_types.extend_from_slice(result_types);
    let attr = dense_int_array(b, 64, cases);
    set_state_attr(b, state, &IndexSwitchOp::CASES_ATTR, Some(attr));
    let implicit = result_types.is_empty();
    plain_region(b, state, implicit, default_body);
    for i in 0..cases.len() {
        plain_region(b, state, implicit, |b| case_body(b, i));
    }
}

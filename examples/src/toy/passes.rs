//! The two Toy-specific passes of the example program, after chapter 4 of MLIR's tutorial:
//!
//! * [`inline_calls`]: replaces each `toy.generic_call` with a copy of the callee's body,
//!   casting the arguments to the callee's parameter types, then drops the private functions
//!   left without callers;
//! * [`infer_shapes`]: gives every unranked result in a function the type its op infers
//!   through the [`ShapeInference`](super::ShapeInference) interface, once the op's operands
//!   are ranked.
//!
//! Canonicalization needs no code of its own: `ods_runtime::transforms::rewrite::canonicalize` runs the
//! folders and patterns the ops registered.

use ods_runtime::analysis::verifier::op_error;
use ods_runtime::ir::OperationState;
use ods_runtime::ods::function;
use ods_runtime::transforms::rewrite::walk_nested;
use ods_runtime::{Context, Diagnostic, Op, Type, TypeKind, Value};

use super::{as_shape_inference, CastOp, FuncOp, GenericCallOp, ReturnOp};

/// Whether `ty` is a tensor of unknown rank (`tensor<*xf64>`).
fn is_unranked(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::UnrankedTensor { .. })
}

/// MLIR's tutorial `ShapeInferencePass` on one function: while some op in `func` has an
/// unranked result and only ranked operands, gives that result the type the op infers through
/// the `ShapeInference` interface. The function's arguments must be ranked for every shape to
/// be found.
///
/// Errors (located at the op): an op with an unranked result that does not implement the
/// interface, or one that cannot tell its type; and (at the function) ops left unranked.
pub fn infer_shapes(ctx: &mut Context, func: FuncOp) -> Result<(), Diagnostic> {
    let mut worklist: Vec<Op> = walk_nested(ctx, func.op(), true)
        .into_iter()
        .filter(|&op| {
            ctx.ir
                .results(op)
                .any(|r| is_unranked(ctx, ctx.ir.value_type(r)))
        })
        .collect();
    loop {
        let ready = worklist.iter().position(|&op| {
            ctx.ir
                .operands(op)
                .all(|v| !is_unranked(ctx, ctx.ir.value_type(v)))
        });
        let Some(i) = ready else { break };
        let op = worklist.remove(i);
        // the cast borrows the op (not the context), so the method may change the context
        let Some(shaped) = as_shape_inference(ctx, &op) else {
            return Err(op_error(
                ctx,
                op,
                "unable to infer shape of operation without shape inference interface",
            ));
        };
        let Some(ty) = shaped.infer_result_type(ctx) else {
            return Err(op_error(ctx, op, "cannot infer the shape of its result"));
        };
        let result = ctx.ir.result(op, 0);
        ctx.ir.set_value_type(result, ty);
    }
    if !worklist.is_empty() {
        let msg = format!(
            "shape inference failed, {} operations couldn't be inferred",
            worklist.len()
        );
        return Err(op_error(ctx, func.op(), &msg));
    }
    Ok(())
}

/// How many times [`inline_calls`] inlines the calls it finds (and those the inlined bodies
/// bring) before it gives up on a recursive program.
pub const MAX_INLINING_ROUNDS: usize = 16;

/// Inlines every `toy.generic_call` under `module` (a `builtin.module` of `toy.func`s), then
/// erases the private functions no call refers to any more. Returns the number of calls
/// inlined.
///
/// Where an argument's type differs from the callee's parameter type (a call passes a
/// `tensor<2x3xf64>` to a parameter of type `tensor<*xf64>`), a `toy.cast` to the parameter
/// type is inserted, as the tutorial's `materializeCallConversion` does.
pub fn inline_calls(ctx: &mut Context, module: Op) -> Result<usize, Diagnostic> {
    let mut inlined = 0;
    for _ in 0..MAX_INLINING_ROUNDS {
        let calls: Vec<GenericCallOp> = walk_nested(ctx, module, true)
            .into_iter()
            .filter_map(|op| GenericCallOp::from_op(ctx, op))
            .collect();
        if calls.is_empty() {
            erase_unused_private_functions(ctx, module);
            return Ok(inlined);
        }
        for call in calls {
            inline_call(ctx, call)?;
            inlined += 1;
        }
    }
    Err(op_error(
        ctx,
        module,
        &format!("calls are still left after {MAX_INLINING_ROUNDS} rounds of inlining: is the program recursive?"),
    ))
}

/// Replaces `call` with a copy of its callee's body.
fn inline_call(ctx: &mut Context, call: GenericCallOp) -> Result<(), Diagnostic> {
    let op = call.op();
    let name = call.callee(ctx).to_string();
    let callee = function::lookup_nearest_symbol(ctx, op, name.as_bytes())
        .ok()
        .flatten()
        .and_then(|f| FuncOp::from_op(ctx, f));
    let Some(callee) = callee else {
        return Err(op_error(
            ctx,
            op,
            &format!("'{name}' does not reference a toy.func"),
        ));
    };
    let Some(entry) = ctx.ir.first_block(callee.body(ctx)) else {
        let msg = format!("cannot inline a call to @{name}, which is a declaration");
        return Err(op_error(ctx, op, &msg));
    };
    let loc = ctx.ir.op(op).loc;
    // the callee's arguments stand for the call's operands, cast to the parameter types
    let params: Vec<Value> = ctx.ir.block_args(entry).to_vec();
    let args: Vec<Value> = call.inputs(ctx).collect();
    let mut map: Vec<(Value, Value)> = Vec::new();
    for (&param, &arg) in params.iter().zip(&args) {
        map.push((param, cast_to(ctx, op, arg, ctx.ir.value_type(param), loc)));
    }
    let body: Vec<Op> = ctx.ir.block_ops(entry).collect();
    for inner in body {
        if let Some(ret) = ReturnOp::from_op(ctx, inner) {
            let returned: Vec<Value> = ret.input(ctx).collect();
            let result = call.result(ctx);
            let Some(&value) = returned.first() else {
                return Err(op_error(ctx, op, "the callee returns no value"));
            };
            let value = lookup(&map, value);
            let value = cast_to(ctx, op, value, ctx.ir.value_type(result), loc);
            ctx.ir.replace_all_uses_with(result, value);
            ctx.ir.erase_op(op);
            return Ok(());
        }
        if !ctx.ir.op(inner).regions.is_empty() {
            return Err(op_error(ctx, inner, "ops with regions are not inlined"));
        }
        let data = ctx.ir.op(inner);
        let mut state = OperationState::new(ctx, data.name, data.loc);
        state.attrs = data.attrs;
        state.props = data.props.clone();
        state.result_types = ctx
            .ir
            .results(inner)
            .map(|r| ctx.ir.value_type(r))
            .collect();
        state.operands = ctx.ir.operands(inner).map(|v| lookup(&map, v)).collect();
        let copy = ctx.create_op(state);
        ctx.ir.insert_op_before(op, copy);
        for (old, new) in ctx.ir.results(inner).zip(ctx.ir.results(copy)) {
            map.push((old, new));
        }
    }
    Err(op_error(ctx, callee.op(), "the body has no toy.return"))
}

/// What `v` maps to (itself when not mapped).
fn lookup(map: &[(Value, Value)], v: Value) -> Value {
    map.iter()
        .find(|(from, _)| *from == v)
        .map_or(v, |&(_, to)| to)
}

/// `v` when it has type `ty`, else the result of a new `toy.cast` of it inserted before
/// `before`.
fn cast_to(
    ctx: &mut Context,
    before: Op,
    v: Value,
    ty: Type,
    loc: ods_runtime::Attribute,
) -> Value {
    if ctx.ir.value_type(v) == ty {
        return v;
    }
    let cast = CastOp::build(ctx, loc, ty, v);
    ctx.ir.insert_op_before(before, cast.op());
    cast.output(ctx)
}

/// Erases the private `toy.func`s of `module` that no `toy.generic_call` names.
fn erase_unused_private_functions(ctx: &mut Context, module: Op) {
    let ops = walk_nested(ctx, module, true);
    let called: Vec<String> = ops
        .iter()
        .filter_map(|&op| GenericCallOp::from_op(ctx, op))
        .map(|c| c.callee(ctx).to_string())
        .collect();
    for op in ops {
        let Some(func) = FuncOp::from_op(ctx, op) else {
            continue;
        };
        let private = func.sym_visibility(ctx) == Some("private");
        if private && !called.iter().any(|c| c == func.sym_name(ctx)) {
            ctx.ir.erase_op(op);
        }
    }
}

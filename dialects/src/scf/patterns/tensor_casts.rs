//! The scf canonicalization patterns of MLIR 22 that need the tensor dialect:
//! `ForOpTensorCastFolder` (an `scf.for` iteration argument initialized by a `tensor.cast`
//! that only lost static information carries the more static type, cast back inside the body
//! and after the loop), `DimOfForallOp` (`tensor.dim` of an `scf.forall` result reads its
//! shared output) and `FoldTensorCastOfOutputIntoForallOp` (the same for `scf.forall`'s shared
//! outputs, whose parallel insertions then write to the new block arguments).

use super::*;
use crate::tensor;

/// The source of a `tensor.cast` producing `v` whose result type only loses static
/// information of its source type (MLIR's `preservesStaticInformation(dest, source)`), with
/// the source being a different type.
fn static_cast_source(ctx: &Context, v: Value) -> Option<Value> {
    let cast = v.defining_op::<tensor::CastOp>(ctx)?;
    let src = cast.source(ctx);
    let (src_ty, dest_ty) = (ctx.ir.value_type(src), ctx.ir.value_type(cast.dest(ctx)));
    (src_ty != dest_ty && crate::tensor::preserves_static_information_of(ctx, dest_ty, src_ty))
        .then_some(src)
}

/// A `tensor.cast` of `v` to `ty`, created detached at `at`.
fn cast_to(
    rw: &mut Rewriter<'_>,
    at: ods_runtime::ir::attributes::Location,
    ty: ods_runtime::Type,
    v: Value,
) -> Op {
    tensor::CastOp::build(rw, at, ty, v).op()
}

/// MLIR's `ForOpTensorCastFolder`: the first iteration argument initialized by such a cast
/// whose loop result has one use is rebuilt with the cast's source (MLIR's
/// `replaceAndCastForOpIterArg`).
pub(super) fn for_op_tensor_cast_folder(op: ForOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let Some(p) = for_parts(rw, op) else {
        return false;
    };
    let results: Vec<Value> = rw.ir.results(op).collect();
    let found = p.inits.iter().enumerate().find_map(|(i, &init)| {
        let src = static_cast_source(rw, init)?;
        let one_use = results.get(i).is_some_and(|&r| rw.ir.uses(r).count() == 1);
        one_use.then_some((i, src))
    });
    let Some((k, src)) = found else {
        return false;
    };
    let old_ty = rw.ir.value_type(p.inits[k]);
    let new_ty = rw.ir.value_type(src);
    let mut inits = p.inits.clone();
    inits[k] = src;
    let at = loc(rw, op);
    let f = ForOp::from_op_unchecked(op);
    let unsigned = f.unsigned_cmp(rw);
    let new = ForOp::with_body(rw, at, p.lb, p.ub, p.step, &inits, |_, _, _| {}).op();
    rw.ir.op_mut(new).attrs = rw.ir.op(op).attrs;
    if unsigned {
        ForOp::from_op_unchecked(new).set_unsigned_cmp(rw, true);
    }
    rw.insert_op_before(op, new);
    let Some(body) = block_of(rw, ForOp::from_op_unchecked(new).region(rw)) else {
        return false;
    };
    let mut args: Vec<Value> = rw.ir.block_args(body).to_vec();
    let cast_in = cast_to(rw, at, old_ty, args[k + 1]);
    rw.append_op(body, cast_in);
    args[k + 1] = rw.ir.result(cast_in, 0);
    rw.merge_blocks(p.body, body, &args);
    let Some(yield_op) = terminator(rw, body) else {
        return false;
    };
    let Some(yielded) = rw.ir.operands(yield_op).nth(k) else {
        return false;
    };
    let cast_out = cast_to(rw, at, new_ty, yielded);
    rw.insert_op_before(yield_op, cast_out);
    let v = rw.ir.result(cast_out, 0);
    rw.set_operand(yield_op, k, v);
    let mut new_results: Vec<Value> = rw.ir.results(new).collect();
    let after = cast_to(rw, at, old_ty, new_results[k]);
    rw.insert_op_before(op, after);
    new_results[k] = rw.ir.result(after, 0);
    rw.replace_op(op, &new_results);
    true
}

/// MLIR's `DimOfForallOp`: `tensor.dim` of an `scf.forall` result reads the tied shared
/// output instead (in place).
pub(super) fn dim_of_forall(op: tensor::DimOp, rw: &mut Rewriter<'_>) -> bool {
    let source = op.source(rw);
    let Some(forall) = source.defining_op::<ForallOp>(rw) else {
        return false;
    };
    let ods_runtime::ir::ValueDef::Result { index, .. } = rw.ir.value(source).def else {
        return false;
    };
    let Some(init) = forall.outputs(rw).nth(index as usize) else {
        return false;
    };
    rw.set_operand(op.op(), 0, init);
    true
}

/// MLIR's `FoldTensorCastOfOutputIntoForallOp`: shared outputs given by such casts take the
/// casts' sources; the body sees them cast back, the parallel insertions write to the new
/// block arguments, and the results are cast back after the loop.
pub(super) fn fold_tensor_cast_of_output_into_forall(op: ForallOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let Some(p) = forall_parts(rw, op) else {
        return false;
    };
    let mut outputs = p.outputs.clone();
    let mut casts: Vec<(usize, ods_runtime::Type)> = Vec::new();
    for (i, o) in outputs.iter_mut().enumerate() {
        if let Some(src) = static_cast_source(rw, *o) {
            casts.push((i, rw.ir.value_type(*o)));
            *o = src;
        }
    }
    if casts.is_empty() {
        return false;
    }
    let new = new_forall(rw, op, &p.lbs, &p.ubs, &p.steps, &outputs, p.mapping);
    let region = ForallOp::from_op_unchecked(new).region(rw);
    let (index, at) = (rw.common.index, loc(rw, op));
    let n = p.lbs.len();
    let mut arg_types = vec![index; n];
    arg_types.extend(outputs.iter().map(|&v| rw.ir.value_type(v)));
    let locs = vec![at; arg_types.len()];
    let saved = rw.insertion_point();
    let body = rw.create_block(region, &arg_types, &locs);
    rw.restore_insertion_point(saved);
    let bb_args: Vec<Value> = rw.ir.block_args(body).to_vec();
    let mut args = bb_args.clone();
    for &(i, ty) in &casts {
        let c = cast_to(rw, at, ty, bb_args[n + i]);
        rw.append_op(body, c);
        args[n + i] = rw.ir.result(c, 0);
    }
    rw.merge_blocks(p.body, body, &args);
    if let Some(term) = terminator(rw, body) {
        let yielding: Vec<Op> = rw
            .ir
            .op(term)
            .regions
            .iter()
            .flat_map(|&r| rw.ir.region_blocks(r).collect::<Vec<_>>())
            .flat_map(|b| rw.ir.block_ops(b).collect::<Vec<_>>())
            .collect();
        for (y, &arg) in yielding.into_iter().zip(&bb_args[n..]) {
            if tensor::ParallelInsertSliceOp::from_op(rw, y).is_some() {
                rw.set_operand(y, 1, arg);
            }
        }
    }
    let mut results: Vec<Value> = rw.ir.results(new).collect();
    for &(i, ty) in &casts {
        let c = cast_to(rw, at, ty, results[i]);
        rw.insert_op_before(op, c);
        results[i] = rw.ir.result(c, 0);
    }
    rw.replace_op(op, &results);
    true
}

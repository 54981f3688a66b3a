//! The folders and canonicalization patterns of the bufferization dialect, as MLIR 22 has
//! them: `to_tensor(to_buffer(x))` right after each other is `x`, `to_buffer(to_tensor(m))`
//! is `m` (through a `memref.cast` when the types differ and the cast cannot fail, else a
//! copy into a new `memref.alloc`), a
//! `tensor.cast` before a `to_buffer` becomes a `memref.cast` after it, `tensor.dim` of a
//! `to_tensor` and `memref.dim` of a `to_buffer` switch sides, a load of a `to_buffer`
//! becomes a `tensor.extract`, `alloc_tensor` sizes given by constants become
//! static and their `tensor.dim` folds, `clone` folds `memref.cast` producers and merges with
//! its source when one of the two is freed in the clone's block (`SimplifyClones`), and the
//! six `dealloc` patterns (duplicate memrefs and retained values, empty deallocations,
//! conditions that are always false, `extract_strided_metadata` of allocations, and
//! allocations freed right away).

use super::{
    AllocTensorOp, CloneOp, DeallocOp, MaterializeInDestinationOp, ToBufferOp, ToTensorOp,
};
use crate::index_list::constant_int_value;
use crate::memref;
use crate::tensor;
use ods_runtime::analysis::effects::{op_effects, EffectKind};
use ods_runtime::ir::registry::FoldResult;
use ods_runtime::ir::types::{TypeKind, DYNAMIC};
use ods_runtime::ods::hooks::{CanonicalizationPatterns, Fold};
use ods_runtime::transforms::pattern::PatternSet;
use ods_runtime::transforms::rewriter::Rewriter;
use ods_runtime::{Attribute, Context, Op, Type, Value};
use std::collections::HashMap;

/// The op defining `v`.
fn def_op(ctx: &Context, v: Value) -> Option<Op> {
    match ctx.ir.value(v).def {
        ods_runtime::ir::ValueDef::Result { op, .. } => Some(op),
        _ => None,
    }
}

// ------------------------------------------------------------------------------------------
// to_tensor / to_buffer
// ------------------------------------------------------------------------------------------

impl Fold for ToTensorOp {
    /// The tensor of a `to_buffer` right before this op (in the same block) is this tensor.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let buffer = self.buffer(ctx);
        let to_buffer = buffer.defining_op::<ToBufferOp>(ctx)?;
        (ctx.ir.next_op(to_buffer.op()) == Some(self.op()))
            .then(|| FoldResult::Value(to_buffer.tensor(ctx)))
    }
}

/// MLIR's `DimOfToTensorFolder`: `tensor.dim` of a `to_tensor` is `memref.dim` of its
/// buffer.
fn dim_of_to_tensor(op: tensor::DimOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(to_tensor) = op.source(rw).defining_op::<ToTensorOp>(rw) else {
        return false;
    };
    let (buffer, index) = (to_tensor.buffer(rw), op.index(rw));
    let at = rw.ir.op(op.op()).loc;
    let new = memref::DimOp::build(rw, at, buffer, index).op();
    rw.replace_op_with(op.op(), new);
    true
}

impl CanonicalizationPatterns for ToTensorOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::DimOfToTensorFolder",
            1,
            dim_of_to_tensor,
        );
    }
}

impl Fold for ToBufferOp {
    /// The buffer of a `to_tensor` of this op's type is this buffer.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let to_tensor = self.tensor(ctx).defining_op::<ToTensorOp>(ctx)?;
        let m = to_tensor.buffer(ctx);
        (ctx.ir.value_type(m) == ctx.ir.value_type(self.buffer(ctx)))
            .then_some(FoldResult::Value(m))
    }
}

/// MLIR's `DimOfCastOp` (of the bufferization dialect): `memref.dim` of a `to_buffer` is
/// `tensor.dim` of its tensor.
fn dim_of_to_buffer(op: memref::DimOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(to_buffer) = op.source(rw).defining_op::<ToBufferOp>(rw) else {
        return false;
    };
    let (t, index) = (to_buffer.tensor(rw), op.index(rw));
    let at = rw.ir.op(op.op()).loc;
    let new = tensor::DimOp::build(rw, at, t, index).op();
    rw.replace_op_with(op.op(), new);
    true
}

/// MLIR's `LoadOfToBuffer`: a load of a `to_buffer` is a `tensor.extract`.
fn load_of_to_buffer(op: memref::LoadOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(to_buffer) = op.memref(rw).defining_op::<ToBufferOp>(rw) else {
        return false;
    };
    let t = to_buffer.tensor(rw);
    let indices: Vec<Value> = op.indices(rw).collect();
    let (at, ty) = (rw.ir.op(op.op()).loc, rw.ir.value_type(op.result(rw)));
    let new = tensor::ExtractOp::build(rw, at, ty, t, &indices).op();
    rw.replace_op_with(op.op(), new);
    true
}

/// MLIR's `ToBufferOfCast`: `to_buffer(tensor.cast(x))` becomes `memref.cast(to_buffer(x))`
/// (the buffer type takes the shape of `x`).
fn to_buffer_of_cast(op: ToBufferOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(cast) = op.tensor(rw).defining_op::<tensor::CastOp>(rw) else {
        return false;
    };
    let x = cast.source(rw);
    let Some(shape) = (match rw.type_kind(rw.ir.value_type(x)) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }) else {
        return false;
    };
    let old_ty = rw.ir.value_type(op.buffer(rw));
    let Some(new_ty) = memref_with_shape(rw, old_ty, &shape) else {
        return false;
    };
    let at = rw.ir.op(op.op()).loc;
    let read_only = op.read_only(rw);
    let new = ToBufferOp::build(rw, at, new_ty, x);
    if read_only {
        new.set_read_only(rw, true);
    }
    rw.insert_op_before(op.op(), new.op());
    let v = new.buffer(rw);
    let c = memref::CastOp::build(rw, at, old_ty, v).op();
    rw.replace_op_with(op.op(), c);
    true
}

/// MLIR's `BaseMemRefType::cloneWith(shape, elem)`: a ranked memref of `shape` with the
/// element type and memory space of `ty` (and its layout when `ty` is ranked).
fn memref_with_shape(ctx: &mut Context, ty: Type, shape: &[i64]) -> Option<Type> {
    let (elem, layout, memory_space) = match ctx.type_kind(ty) {
        TypeKind::MemRef {
            elem,
            layout,
            memory_space,
            ..
        } => (*elem, *layout, *memory_space),
        TypeKind::UnrankedMemRef { elem, memory_space } => (*elem, None, *memory_space),
        _ => return None,
    };
    Some(ctx.intern_type(TypeKind::MemRef {
        shape: shape.into(),
        elem,
        layout,
        memory_space,
    }))
}

/// MLIR's `castOrReallocMemRefValue` check `isGuaranteedCastCompatible`: no offset or stride
/// goes from dynamic to static.
fn guaranteed_cast_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    let (Some((fs, fo)), Some((ts, to))) = (
        memref::type_strides_and_offset(ctx, from),
        memref::type_strides_and_offset(ctx, to),
    ) else {
        return false;
    };
    let dyn_to_static = |a: i64, b: i64| a == DYNAMIC && b != DYNAMIC;
    !dyn_to_static(fo, to) && !fs.iter().zip(&ts).any(|(&a, &b)| dyn_to_static(a, b))
}

/// The copy `castOrReallocMemRefValue` makes when a cast could fail: a `memref.alloc` of
/// `ty` (its dynamic sizes read with `memref.dim`) and a `memref.copy` of `m` into it,
/// before `at`.
fn alloc_and_copy(rw: &mut Rewriter<'_>, at_op: Op, m: Value, ty: Type) -> Value {
    let at = rw.ir.op(at_op).loc;
    let shape = match rw.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => shape.to_vec(),
        _ => Vec::new(),
    };
    let index = rw.common.index;
    let mut sizes = Vec::new();
    for (i, &d) in shape.iter().enumerate() {
        if d != DYNAMIC {
            continue;
        }
        let attr = rw.index_attr(i as i64);
        let c = crate::arith::ConstantOp::build(rw, at, index, attr).op();
        rw.insert_op_before(at_op, c);
        let cv = rw.ir.result(c, 0);
        let dim = memref::DimOp::build(rw, at, m, cv).op();
        rw.insert_op_before(at_op, dim);
        sizes.push(rw.ir.result(dim, 0));
    }
    let alloc = memref::AllocOp::build(rw, at, ty, &sizes, &[]).op();
    rw.insert_op_before(at_op, alloc);
    let a = rw.ir.result(alloc, 0);
    let copy = memref::CopyOp::build(rw, at, m, a).op();
    rw.insert_op_before(at_op, copy);
    a
}

/// MLIR's `ToBufferToTensorFolding` (`foldToBufferToTensorPair`): `to_buffer(to_tensor(m))`
/// is `m`, through a `memref.cast` when the types differ.
fn to_buffer_to_tensor(op: ToBufferOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(to_tensor) = op.tensor(rw).defining_op::<ToTensorOp>(rw) else {
        return false;
    };
    let m = to_tensor.buffer(rw);
    let (src_ty, dest_ty) = (rw.ir.value_type(m), rw.ir.value_type(op.buffer(rw)));
    if src_ty == dest_ty {
        rw.replace_op(op.op(), &[m]);
        return true;
    }
    let ranked = |t: Type| matches!(rw.type_kind(t), TypeKind::MemRef { .. });
    let (src_ranked, dest_ranked) = (ranked(src_ty), ranked(dest_ty));
    if src_ranked && dest_ranked {
        let same = match (rw.type_kind(src_ty), rw.type_kind(dest_ty)) {
            (
                TypeKind::MemRef {
                    elem: a, shape: sa, ..
                },
                TypeKind::MemRef {
                    elem: b, shape: sb, ..
                },
            ) => a == b && sa.len() == sb.len(),
            _ => false,
        };
        if !same {
            return false;
        }
        if !memref::are_cast_compatible(rw, src_ty, dest_ty)
            || !guaranteed_cast_compatible(rw, src_ty, dest_ty)
        {
            let copy = alloc_and_copy(rw, op.op(), m, dest_ty);
            rw.replace_op(op.op(), &[copy]);
            return true;
        }
    } else if !src_ranked && dest_ranked {
        return false;
    }
    let at = rw.ir.op(op.op()).loc;
    let c = memref::CastOp::build(rw, at, dest_ty, m).op();
    rw.replace_op_with(op.op(), c);
    true
}

impl CanonicalizationPatterns for ToBufferOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named("(anonymous namespace)::DimOfCastOp", 1, dim_of_to_buffer);
        set.add_named(
            "(anonymous namespace)::LoadOfToBuffer",
            1,
            load_of_to_buffer,
        );
        set.add_named(
            "(anonymous namespace)::ToBufferOfCast",
            1,
            to_buffer_of_cast,
        );
        set.add_named(
            "(anonymous namespace)::ToBufferToTensorFolding",
            1,
            to_buffer_to_tensor,
        );
    }
}

// ------------------------------------------------------------------------------------------
// clone
// ------------------------------------------------------------------------------------------

impl Fold for CloneOp {
    /// A `memref.cast` of a ranked memref feeding the clone is folded in (in place).
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let input = self.input(ctx);
        let cast = input.defining_op::<memref::CastOp>(ctx)?;
        let src = cast.source(ctx);
        if !matches!(
            ctx.type_kind(ctx.ir.value_type(src)),
            TypeKind::MemRef { .. }
        ) {
            return None;
        }
        self.set_input(ctx, src);
        Some(FoldResult::Value(self.output(ctx)))
    }
}

/// The source of a memref view op whose result is `v` (MLIR's `ViewLikeOpInterface`).
fn view_source(ctx: &Context, v: Value) -> Option<Value> {
    let op = def_op(ctx, v)?;
    let is_view = memref::CastOp::from_op(ctx, op).is_some()
        || memref::SubViewOp::from_op(ctx, op).is_some()
        || memref::ViewOp::from_op(ctx, op).is_some()
        || memref::ReinterpretCastOp::from_op(ctx, op).is_some()
        || memref::ExpandShapeOp::from_op(ctx, op).is_some()
        || memref::CollapseShapeOp::from_op(ctx, op).is_some()
        || memref::TransposeOp::from_op(ctx, op).is_some()
        || memref::MemorySpaceCastOp::from_op(ctx, op).is_some()
        || memref::AssumeAlignmentOp::from_op(ctx, op).is_some();
    (is_view && ctx.ir.result(op, 0) == v).then(|| ctx.ir.operand(op, 0))
}

/// MLIR's `memref::findDealloc`: `Some(None)` when no user frees `v`, `Some(Some(op))` for
/// the one user that does, `None` when several do.
fn find_dealloc(ctx: &Context, v: Value) -> Option<Option<Op>> {
    let mut found = None;
    for u in ctx.ir.uses(v) {
        let frees = op_effects(ctx, u.op).is_some_and(|es| {
            es.iter()
                .any(|e| e.kind == EffectKind::Free && e.value == Some(v))
        });
        if frees {
            if found.is_some() {
                return None;
            }
            found = Some(u.op);
        }
    }
    Some(found)
}

/// MLIR's `SimplifyClones`: an unused clone goes; a clone whose source (or itself) is freed
/// in its block, with no other deallocation in between, is replaced by its source (cast to
/// its type) and that deallocation is erased.
fn simplify_clones(op: CloneOp, rw: &mut Rewriter<'_>) -> bool {
    let out = op.output(rw);
    if !rw.ir.has_uses(out) {
        rw.erase_op(op.op());
        return true;
    }
    let mut source = op.input(rw);
    let (src_ty, ty) = (rw.ir.value_type(source), rw.ir.value_type(out));
    if src_ty != ty && !memref::are_cast_compatible(rw, src_ty, ty) {
        return false;
    }
    let mut canonical = source;
    while let Some(s) = view_source(rw, canonical) {
        canonical = s;
    }
    let (Some(clone_dealloc), Some(source_dealloc)) =
        (find_dealloc(rw, out), find_dealloc(rw, canonical))
    else {
        return false;
    };
    let block_of = |o: Op| rw.ir.op_parent(o);
    if let (Some(a), Some(b)) = (clone_dealloc, source_dealloc) {
        if block_of(a) == block_of(b) {
            return false;
        }
    }
    let here = block_of(op.op());
    let redundant = match (clone_dealloc, source_dealloc) {
        (Some(a), _) if block_of(a) == here => a,
        (_, Some(b)) if block_of(b) == here => b,
        _ => return false,
    };
    let mut pos = rw.ir.next_op(op.op());
    loop {
        let Some(p) = pos else {
            return false;
        };
        if p == redundant {
            break;
        }
        if op_effects(rw, p).is_some_and(|es| es.iter().any(|e| e.kind == EffectKind::Free)) {
            return false;
        }
        pos = rw.ir.next_op(p);
    }
    if src_ty != ty {
        let at = rw.ir.op(op.op()).loc;
        let c = memref::CastOp::build(rw, at, ty, source).op();
        rw.insert_op_before(op.op(), c);
        source = rw.ir.result(c, 0);
    }
    rw.replace_op(op.op(), &[source]);
    rw.erase_op(redundant);
    true
}

impl CanonicalizationPatterns for CloneOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named("(anonymous namespace)::SimplifyClones", 1, simplify_clones);
    }
}

// ------------------------------------------------------------------------------------------
// alloc_tensor
// ------------------------------------------------------------------------------------------

/// MLIR's `FoldDimOfAllocTensorOp`: the size of a dynamic dimension of an `alloc_tensor`
/// (without `copy`), at a constant index, is its size operand.
fn fold_dim_of_alloc_tensor(op: tensor::DimOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(alloc) = op.source(rw).defining_op::<AllocTensorOp>(rw) else {
        return false;
    };
    let index = op.index(rw);
    let Some(i) = constant_int_value(rw, index) else {
        return false;
    };
    let shape = match rw.type_kind(rw.ir.value_type(alloc.result(rw))) {
        TypeKind::RankedTensor { shape, .. } => shape.to_vec(),
        _ => return false,
    };
    if i < 0 || i as usize >= shape.len() || shape[i as usize] != DYNAMIC {
        return false;
    }
    if alloc.copy(rw).is_some() {
        // MLIR reads the size from the copy with a new tensor.dim
        let Some(copy) = alloc.copy(rw) else {
            return false;
        };
        let at = rw.ir.op(op.op()).loc;
        let new = tensor::DimOp::build(rw, at, copy, index).op();
        rw.replace_op_with(op.op(), new);
        return true;
    }
    let k = shape[..i as usize]
        .iter()
        .filter(|&&d| d == DYNAMIC)
        .count();
    let Some(size) = alloc.dynamic_sizes(rw).nth(k) else {
        return false;
    };
    rw.replace_op(op.op(), &[size]);
    true
}

/// MLIR's `ReplaceStaticShapeDims` (of `alloc_tensor`): non-negative constant sizes become
/// static, cast back to the old type.
fn alloc_tensor_static_dims(op: AllocTensorOp, rw: &mut Rewriter<'_>) -> bool {
    if op.copy(rw).is_some() {
        return false;
    }
    let ty = rw.ir.value_type(op.result(rw));
    let (shape, elem, encoding) = match rw.type_kind(ty) {
        TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        } => (shape.to_vec(), *elem, *encoding),
        _ => return false,
    };
    let sizes: Vec<Value> = op.dynamic_sizes(rw).collect();
    let mut it = sizes.into_iter();
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut left = Vec::new();
    for d in shape {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let Some(v) = it.next() else {
            return false;
        };
        match constant_int_value(rw, v) {
            Some(c) if c >= 0 => new_shape.push(c),
            _ => {
                new_shape.push(DYNAMIC);
                left.push(v);
            }
        }
    }
    let new_ty = rw.intern_type(TypeKind::RankedTensor {
        shape: new_shape.into(),
        elem,
        encoding,
    });
    if new_ty == ty {
        return false;
    }
    let at = rw.ir.op(op.op()).loc;
    let new = AllocTensorOp::build(rw, at, new_ty, &left).op();
    rw.insert_op_before(op.op(), new);
    let v = rw.ir.result(new, 0);
    let c = tensor::CastOp::build(rw, at, ty, v).op();
    rw.replace_op_with(op.op(), c);
    true
}

impl CanonicalizationPatterns for AllocTensorOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named::<tensor::DimOp>(
            "(anonymous namespace)::FoldDimOfAllocTensorOp",
            1,
            fold_dim_of_alloc_tensor,
        );
        set.add_named(
            "(anonymous namespace)::ReplaceStaticShapeDims",
            1,
            alloc_tensor_static_dims,
        );
    }
}

// ------------------------------------------------------------------------------------------
// dealloc
// ------------------------------------------------------------------------------------------

/// MLIR's `updateDeallocIfChanged`: the dealloc with new memrefs and conditions (same
/// retained values and results), when they differ.
fn update_dealloc(
    rw: &mut Rewriter<'_>,
    op: DeallocOp,
    memrefs: &[Value],
    conds: &[Value],
) -> bool {
    let old_m: Vec<Value> = op.memrefs(rw).collect();
    let old_c: Vec<Value> = op.conditions(rw).collect();
    if old_m == memrefs && old_c == conds {
        return false;
    }
    let retained: Vec<Value> = op.retained(rw).collect();
    let types: Vec<Type> = op
        .updated_conditions(rw)
        .map(|v| rw.ir.value_type(v))
        .collect();
    let at = rw.ir.op(op.op()).loc;
    let new = DeallocOp::build_with_result_types(rw, at, &types, memrefs, conds, &retained).op();
    rw.replace_op_with(op.op(), new);
    true
}

/// MLIR's `DeallocRemoveDuplicateDeallocMemrefs`: a memref listed twice is freed once, under
/// the disjunction (`arith.ori`) of its conditions.
fn dealloc_duplicate_memrefs(op: DeallocOp, rw: &mut Rewriter<'_>) -> bool {
    let memrefs: Vec<Value> = op.memrefs(rw).collect();
    let conds: Vec<Value> = op.conditions(rw).collect();
    let mut new_m: Vec<Value> = Vec::new();
    let mut new_c: Vec<Value> = Vec::new();
    let mut seen: HashMap<Value, usize> = HashMap::new();
    let at = rw.ir.op(op.op()).loc;
    for (&m, &c) in memrefs.iter().zip(&conds) {
        if let Some(&k) = seen.get(&m) {
            if new_c[k] != c {
                let or = crate::arith::OrIOp::build(rw, at, new_c[k], c).op();
                rw.insert_op_before(op.op(), or);
                new_c[k] = rw.ir.result(or, 0);
            }
        } else {
            seen.insert(m, new_m.len());
            new_m.push(m);
            new_c.push(c);
        }
    }
    update_dealloc(rw, op, &new_m, &new_c)
}

/// MLIR's `DeallocRemoveDuplicateRetainedMemrefs`: a value retained twice is retained once,
/// its result standing for both.
fn dealloc_duplicate_retained(op: DeallocOp, rw: &mut Rewriter<'_>) -> bool {
    let retained: Vec<Value> = op.retained(rw).collect();
    let mut unique: Vec<Value> = Vec::new();
    let mut seen: HashMap<Value, usize> = HashMap::new();
    let mut index = Vec::with_capacity(retained.len());
    for &r in &retained {
        match seen.get(&r) {
            Some(&k) => index.push(k),
            None => {
                seen.insert(r, unique.len());
                index.push(unique.len());
                unique.push(r);
            }
        }
    }
    if unique.len() == retained.len() {
        return false;
    }
    let memrefs: Vec<Value> = op.memrefs(rw).collect();
    let conds: Vec<Value> = op.conditions(rw).collect();
    let at = rw.ir.op(op.op()).loc;
    let new = DeallocOp::build(rw, at, &memrefs, &conds, &unique).op();
    rw.insert_op_before(op.op(), new);
    let results: Vec<Value> = rw.ir.results(new).collect();
    let values: Vec<Value> = index.iter().map(|&k| results[k]).collect();
    rw.replace_op(op.op(), &values);
    true
}

/// MLIR's `EraseEmptyDealloc`: a dealloc of nothing is replaced by `false` for each result.
fn erase_empty_dealloc(op: DeallocOp, rw: &mut Rewriter<'_>) -> bool {
    if op.memrefs(rw).next().is_some() {
        return false;
    }
    let n = rw.ir.num_results(op.op());
    let at = rw.ir.op(op.op()).loc;
    let i1 = rw.i1();
    let f = rw.bool_attr(false);
    let c = crate::arith::ConstantOp::build(rw, at, i1, f).op();
    rw.insert_op_before(op.op(), c);
    let v = rw.ir.result(c, 0);
    rw.replace_op(op.op(), &vec![v; n]);
    true
}

/// MLIR's `EraseAlwaysFalseDealloc`: memrefs whose condition is the constant `false` are
/// dropped.
fn erase_always_false_dealloc(op: DeallocOp, rw: &mut Rewriter<'_>) -> bool {
    let memrefs: Vec<Value> = op.memrefs(rw).collect();
    let conds: Vec<Value> = op.conditions(rw).collect();
    let (mut new_m, mut new_c) = (Vec::new(), Vec::new());
    for (&m, &c) in memrefs.iter().zip(&conds) {
        if constant_int_value(rw, c) != Some(0) {
            new_m.push(m);
            new_c.push(c);
        }
    }
    update_dealloc(rw, op, &new_m, &new_c)
}

/// Whether `op` allocates `v` (an `Allocate` effect on it).
fn allocates(ctx: &Context, op: Op, v: Value) -> bool {
    op_effects(ctx, op).is_some_and(|es| {
        es.iter()
            .any(|e| e.kind == EffectKind::Allocate && e.value == Some(v))
    })
}

/// MLIR's `SkipExtractMetadataOfAlloc`: the base buffer of an `extract_strided_metadata` of
/// an allocation is freed as that allocation.
fn skip_extract_metadata_of_alloc(op: DeallocOp, rw: &mut Rewriter<'_>) -> bool {
    let memrefs: Vec<Value> = op.memrefs(rw).collect();
    let conds: Vec<Value> = op.conditions(rw).collect();
    let new_m: Vec<Value> = memrefs
        .iter()
        .map(|&m| {
            let Some(e) = m.defining_op::<memref::ExtractStridedMetadataOp>(rw) else {
                return m;
            };
            let alloc = e.source(rw);
            match def_op(rw, alloc) {
                Some(a) if allocates(rw, a, alloc) => alloc,
                _ => m,
            }
        })
        .collect();
    update_dealloc(rw, op, &new_m, &conds)
}

/// MLIR's `RemoveAllocDeallocPairWhenNoOtherUsers`: an allocation whose only effect is to
/// allocate and whose only user is this dealloc goes, with its entry.
fn remove_alloc_dealloc_pair(op: DeallocOp, rw: &mut Rewriter<'_>) -> bool {
    let memrefs: Vec<Value> = op.memrefs(rw).collect();
    let conds: Vec<Value> = op.conditions(rw).collect();
    let (mut new_m, mut new_c, mut dead) = (Vec::new(), Vec::new(), Vec::new());
    for (&m, &c) in memrefs.iter().zip(&conds) {
        if let Some(a) = def_op(rw, m) {
            let only_alloc = op_effects(rw, a).is_some_and(|es| {
                !es.is_empty()
                    && es
                        .iter()
                        .all(|e| e.kind == EffectKind::Allocate && e.value == Some(m))
            });
            if only_alloc && rw.ir.uses(m).count() == 1 {
                dead.push(a);
                continue;
            }
        }
        new_m.push(m);
        new_c.push(c);
    }
    if !update_dealloc(rw, op, &new_m, &new_c) {
        return false;
    }
    for a in dead {
        rw.erase_op(a);
    }
    true
}

impl CanonicalizationPatterns for DeallocOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::DeallocRemoveDuplicateDeallocMemrefs",
            1,
            dealloc_duplicate_memrefs,
        );
        set.add_named(
            "(anonymous namespace)::DeallocRemoveDuplicateRetainedMemrefs",
            1,
            dealloc_duplicate_retained,
        );
        set.add_named(
            "(anonymous namespace)::EraseEmptyDealloc",
            1,
            erase_empty_dealloc,
        );
        set.add_named(
            "(anonymous namespace)::EraseAlwaysFalseDealloc",
            1,
            erase_always_false_dealloc,
        );
        set.add_named(
            "(anonymous namespace)::SkipExtractMetadataOfAlloc",
            1,
            skip_extract_metadata_of_alloc,
        );
        set.add_named(
            "(anonymous namespace)::RemoveAllocDeallocPairWhenNoOtherUsers",
            1,
            remove_alloc_dealloc_pair,
        );
    }
}

// ------------------------------------------------------------------------------------------
// materialize_in_destination
// ------------------------------------------------------------------------------------------

/// MLIR's `FoldTensorCastProducerOp` (a tensor-dialect pattern on destination-style ops) for
/// `materialize_in_destination`: source and destination casts that only lost static
/// information are folded in; a tensor result takes the new destination type, cast back.
fn fold_tensor_cast_producer(op: MaterializeInDestinationOp, rw: &mut Rewriter<'_>) -> bool {
    let (src, dest) = (op.source(rw), op.dest(rw));
    let (new_src, new_dest) = (
        tensor::foldable_cast_source_of(rw, src),
        tensor::foldable_cast_source_of(rw, dest),
    );
    if new_src.is_none() && new_dest.is_none() {
        return false;
    }
    let (s, d) = (new_src.unwrap_or(src), new_dest.unwrap_or(dest));
    let old_ty = op.result(rw).map(|r| rw.ir.value_type(r));
    let new_ty = old_ty.map(|_| rw.ir.value_type(d));
    let at = rw.ir.op(op.op()).loc;
    let new = MaterializeInDestinationOp::build(rw, at, new_ty, s, d);
    rw.ir.op_mut(new.op()).attrs = rw.ir.op(op.op()).attrs;
    if op.restrict(rw) {
        new.set_restrict(rw, true);
    }
    if op.writable(rw) {
        new.set_writable(rw, true);
    }
    rw.insert_op_before(op.op(), new.op());
    let mut values: Vec<Value> = rw.ir.results(new.op()).collect();
    if let (Some(old), Some(v)) = (old_ty, values.first().copied()) {
        if rw.ir.value_type(v) != old {
            let cast = tensor::CastOp::build(rw, at, old, v).op();
            rw.insert_op_before(op.op(), cast);
            values = vec![rw.ir.result(cast, 0)];
        }
    }
    rw.replace_op(op.op(), &values);
    true
}

impl CanonicalizationPatterns for MaterializeInDestinationOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::FoldTensorCastProducerOp",
            1,
            fold_tensor_cast_producer,
        );
    }
}

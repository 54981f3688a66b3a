//! The folders and canonicalization patterns of tensor's slice ops, as MLIR 22 has them:
//! `tensor.extract_slice` (splat constants resized, identity slices, a slice of the same
//! slice just inserted; constant offsets, sizes and strides made static behind a cast back
//! to the old type; a `tensor.cast` producer folded in), `tensor.insert_slice` (identity
//! insertions, an insertion over the same slice, an insertion of the slice just extracted
//! from the destination, empty insertions; constant arguments, cast producers and the
//! source cast) and `tensor.parallel_insert_slice` (the same three patterns, casts placed
//! before the enclosing `scf.forall.in_parallel`).

use super::{
    check_rank_reduced, i64_array, ranked, CastOp, ExtractSliceOp, InsertSliceOp,
    ParallelInsertSliceOp,
};
use crate::index_list::{
    fold_dynamic_index_list, in_bounds_slice, mixed_constant, mixed_list, split_mixed,
    static_values, Mixed,
};
use ods_runtime::ir::attributes::{AttrKind, Location};
use ods_runtime::ir::registry::FoldResult;
use ods_runtime::ir::types::{TypeKind, DYNAMIC};
use ods_runtime::ods::hooks::{CanonicalizationPatterns, Fold};
use ods_runtime::transforms::pattern::{PatternRoot, PatternSet};
use ods_runtime::transforms::rewriter::Rewriter;
use ods_runtime::{Attribute, Context, Op, OpHandle, Type, Value};

/// The offsets, sizes and strides of a slice op as mixed lists.
type Lists = [Vec<Mixed>; 3];

/// The mixed lists of `op` whose dynamic offsets, sizes and strides are `groups`.
fn lists_of(ctx: &Context, op: Op, groups: [Vec<Value>; 3]) -> Lists {
    let [o, s, t] = groups;
    [
        mixed_list(&i64_array(ctx, op, "static_offsets"), o),
        mixed_list(&i64_array(ctx, op, "static_sizes"), s),
        mixed_list(&i64_array(ctx, op, "static_strides"), t),
    ]
}

/// The mixed lists of an extract_slice.
fn extract_lists(ctx: &Context, s: ExtractSliceOp) -> Lists {
    let groups = [
        s.offsets(ctx).collect(),
        s.sizes(ctx).collect(),
        s.strides(ctx).collect(),
    ];
    lists_of(ctx, s.op(), groups)
}

/// A ranked tensor type with an encoding.
fn tensor_with(ctx: &mut Context, shape: &[i64], elem: Type, encoding: Option<Attribute>) -> Type {
    ctx.intern_type(TypeKind::RankedTensor {
        shape: shape.into(),
        elem,
        encoding,
    })
}

/// The shape of a ranked tensor type (empty otherwise).
fn shape_of(ctx: &Context, ty: Type) -> Vec<i64> {
    ranked(ctx, ty)
        .map(|r| r.shape.to_vec())
        .unwrap_or_default()
}

/// An arith.constant of index type (MLIR's `matchConstantIndex`).
fn is_constant_index(ctx: &Context, v: Value) -> bool {
    v.defining_op::<crate::arith::ConstantOp>(ctx).is_some()
        && ctx.ir.value_type(v) == ctx.common.index
}

/// MLIR's `preservesStaticInformation(source, target)`: the same type, or ranked tensors of
/// one element type, rank and encoding where `target` is static wherever `source` is.
pub(super) fn preserves_static_info(ctx: &Context, source: Type, target: Type) -> bool {
    if source == target {
        return true;
    }
    let (Some(s), Some(t)) = (ranked(ctx, source), ranked(ctx, target)) else {
        return false;
    };
    s.elem == t.elem
        && s.encoding == t.encoding
        && s.shape.len() == t.shape.len()
        && s.shape
            .iter()
            .zip(t.shape)
            .all(|(&a, &b)| a == DYNAMIC || b != DYNAMIC)
}

/// MLIR's `canFoldIntoConsumerOp`: the cast's source is at least as static as its result;
/// returns that source.
pub(super) fn foldable_cast_source(ctx: &Context, v: Value) -> Option<Value> {
    let cast = v.defining_op::<CastOp>(ctx)?;
    let src = cast.source(ctx);
    preserves_static_info(
        ctx,
        ctx.ir.value_type(cast.dest(ctx)),
        ctx.ir.value_type(src),
    )
    .then_some(src)
}

/// MLIR's `ExtractSliceOp::inferCanonicalRankReducedResultType`: the static sizes over the
/// source's element type and encoding; when that has more than `rank` dimensions, the first
/// unit dimensions are dropped (and the encoding with them).
fn canonical_slice_type(ctx: &mut Context, rank: usize, full: Type, sizes: &[i64]) -> Option<Type> {
    let (elem, encoding) = ranked(ctx, full).map(|r| (r.elem, r.encoding))?;
    if sizes.len() <= rank {
        return Some(tensor_with(ctx, sizes, elem, encoding));
    }
    let mut drop = sizes.len() - rank;
    let mut shape = Vec::with_capacity(rank);
    for &d in sizes {
        if d == 1 && drop > 0 {
            drop -= 1;
        } else {
            shape.push(d);
        }
    }
    Some(ctx.tensor_type(&shape, elem))
}

/// MLIR's `computeRankReductionMask`: the dimensions of `original` dropped to give `reduced`
/// (`true` per dropped one), matching greedily; `match_dynamic` counts a dynamic size on
/// either side as a match (unless the original size is 1).
fn rank_reduction_mask(
    original: &[i64],
    reduced: &[i64],
    match_dynamic: bool,
) -> Option<Vec<bool>> {
    let mut next = 0;
    let mut mask = vec![false; original.len()];
    for (i, &d) in original.iter().enumerate() {
        let here = reduced.get(next).copied();
        let dyn_match =
            match_dynamic && d != 1 && here.is_some_and(|r| r == DYNAMIC || d == DYNAMIC);
        if dyn_match || here == Some(d) {
            next += 1;
            continue;
        }
        mask[i] = true;
        if d != 1 {
            return None;
        }
    }
    (next == reduced.len()).then_some(mask)
}

/// Whether offsets, sizes and strides are all the same entries (MLIR's `isSameAs` with
/// identity comparison).
fn same_lists(a: &Lists, b: &Lists) -> bool {
    a == b
}

/// MLIR's `foldIdentityOffsetSizeAndStrideOpInterface`: zero offsets, the sizes of `shape`
/// (over the leading dimensions) and unit strides.
fn is_identity_slice(ctx: &mut Context, lists: &Lists, shape: &[i64]) -> bool {
    let [offsets, sizes, strides] = lists;
    offsets.iter().all(|&m| mixed_constant(ctx, m) == Some(0))
        && sizes
            .iter()
            .zip(shape)
            .all(|(&m, &d)| mixed_constant(ctx, m) == Some(d))
        && strides.iter().all(|&m| mixed_constant(ctx, m) == Some(1))
}

// ------------------------------------------------------------------------------------------
// tensor.extract_slice
// ------------------------------------------------------------------------------------------

/// MLIR's `reshapeConstantSource` for a splat: the same splat over a static `ty`.
fn resized_splat(ctx: &mut Context, attr: Option<Attribute>, ty: Type) -> Option<Attribute> {
    let raw = match ctx.attr_kind(attr?) {
        AttrKind::DenseIntOrFp {
            raw, splat: true, ..
        } => raw.clone(),
        _ => return None,
    };
    if ranked(ctx, ty)?.shape.contains(&DYNAMIC) {
        return None;
    }
    Some(ctx.intern_attr(AttrKind::DenseIntOrFp {
        ty,
        raw,
        splat: true,
    }))
}

/// [`resized_splat`] for the other tensor folders.
pub(super) fn resized_splat_of(
    ctx: &mut Context,
    attr: Option<Attribute>,
    ty: Type,
) -> Option<Attribute> {
    resized_splat(ctx, attr, ty)
}

impl Fold for ExtractSliceOp {
    /// A splat constant source is resized; a slice of the whole source to its own type is the
    /// source; a slice of what an insert_slice just inserted at the same place is the
    /// inserted tensor.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let (src, res) = (self.source(ctx), self.result(ctx));
        let (src_ty, res_ty) = (ctx.ir.value_type(src), ctx.ir.value_type(res));
        if let Some(a) = resized_splat(ctx, operands.first().copied().flatten(), res_ty) {
            return Some(FoldResult::Attr(a));
        }
        let lists = extract_lists(ctx, self);
        if src_ty == res_ty && is_identity_slice(ctx, &lists, &shape_of(ctx, res_ty)) {
            return Some(FoldResult::Value(src));
        }
        let insert = src.defining_op::<InsertSliceOp>(ctx)?;
        let inserted = insert.source(ctx);
        (ctx.ir.value_type(inserted) == res_ty && same_lists(&insert_lists(ctx, insert), &lists))
            .then_some(FoldResult::Value(inserted))
    }
}

/// MLIR's `OpWithOffsetSizesAndStridesConstantArgumentFolder` for `tensor.extract_slice`:
/// constant offsets (or else sizes, or else strides) become static, in a slice of the
/// canonical type, cast back to the old type.
fn extract_slice_constant_arguments(s: ExtractSliceOp, rw: &mut Rewriter<'_>) -> bool {
    let mut lists = extract_lists(rw, s);
    if !fold_lists(rw, &mut lists) {
        return false;
    }
    let src = s.source(rw);
    let (src_ty, res_ty) = (rw.ir.value_type(src), rw.ir.value_type(s.result(rw)));
    let [o, z, t] = lists.each_ref().map(|l| static_values(l));
    if in_bounds_slice(&shape_of(rw, src_ty), &o, &z, &t).is_some() {
        return false;
    }
    let rank = shape_of(rw, res_ty).len();
    let Some(new_ty) = canonical_slice_type(rw, rank, src_ty, &z) else {
        return false;
    };
    let loc = rw.ir.op(s.op()).loc;
    let new = build_extract(rw, loc, new_ty, src, &lists);
    replace_with_cast(rw, s.op(), new, res_ty, loc);
    true
}

/// MLIR's `foldDynamicIndexList` on offsets, then (only when none folded) sizes, then
/// strides, as the folder's short-circuit `&&` does.
fn fold_lists(ctx: &mut Context, lists: &mut Lists) -> bool {
    let [offsets, sizes, strides] = lists;
    fold_dynamic_index_list(ctx, offsets, true)
        || fold_dynamic_index_list(ctx, sizes, true)
        || fold_dynamic_index_list(ctx, strides, false)
}

/// A detached extract_slice of `src` with `lists`.
fn build_extract(rw: &mut Rewriter<'_>, loc: Location, ty: Type, src: Value, lists: &Lists) -> Op {
    let [(so, vo), (ss, vs), (st, vt)] = lists.each_ref().map(|l| split_mixed(l));
    ExtractSliceOp::build(rw, loc, ty, src, &vo, &vs, &vt, so, ss, st).op()
}

/// Inserts `new` before `op` and replaces `op` with its result, through a `tensor.cast` to
/// `ty` when the types differ.
fn replace_with_cast(rw: &mut Rewriter<'_>, op: Op, new: Op, ty: Type, loc: Location) {
    rw.insert_op_before(op, new);
    let mut v = rw.ir.result(new, 0);
    if rw.ir.value_type(v) != ty {
        let cast = CastOp::build(rw, loc, ty, v).op();
        rw.insert_op_before(op, cast);
        v = rw.ir.result(cast, 0);
    }
    rw.replace_op(op, &[v]);
}

/// MLIR's `ExtractSliceOpCastFolder`: a slice of a `tensor.cast` that only lost static
/// information slices the cast's source (when no operand is a constant index and the slice
/// stays in bounds of the more static source).
fn extract_slice_cast_folder(s: ExtractSliceOp, rw: &mut Rewriter<'_>) -> bool {
    let op = s.op();
    if rw.ir.operands(op).any(|v| is_constant_index(rw, v)) {
        return false;
    }
    let Some(src) = foldable_cast_source(rw, s.source(rw)) else {
        return false;
    };
    let lists = extract_lists(rw, s);
    let [o, z, t] = lists.each_ref().map(|l| static_values(l));
    let src_ty = rw.ir.value_type(src);
    if in_bounds_slice(&shape_of(rw, src_ty), &o, &z, &t).is_some() {
        return false;
    }
    let res_ty = rw.ir.value_type(s.result(rw));
    let loc = rw.ir.op(op).loc;
    let new = build_extract(rw, loc, res_ty, src, &lists);
    replace_with_cast(rw, op, new, res_ty, loc);
    true
}

/// MLIR's `TensorCastExtractSlice`: a cast to a more static ranked type of an extract_slice
/// is a slice of that type, its static sizes taken from the type.
pub(super) fn tensor_cast_extract_slice(op: CastOp, rw: &mut Rewriter<'_>) -> bool {
    let src = op.source(rw);
    let Some(slice) = src.defining_op::<ExtractSliceOp>(rw) else {
        return false;
    };
    let (src_ty, res_ty) = (rw.ir.value_type(src), rw.ir.value_type(op.dest(rw)));
    let Some(res_shape) = ranked(rw, res_ty).map(|r| r.shape.to_vec()) else {
        return false;
    };
    if !preserves_static_info(rw, src_ty, res_ty) || shape_of(rw, src_ty) == res_shape {
        return false;
    }
    let mut lists = extract_lists(rw, slice);
    let static_sizes = static_values(&lists[1]);
    let mask = rank_reduction_mask(&static_sizes, &shape_of(rw, src_ty), false);
    let mut k = 0;
    for (i, m) in lists[1].iter_mut().enumerate() {
        if mask.as_ref().is_some_and(|mask| mask[i]) {
            continue;
        }
        let Some(&d) = res_shape.get(k) else {
            return false;
        };
        k += 1;
        if d != DYNAMIC {
            *m = Mixed::Static(d);
        }
    }
    let at = rw.ir.op(op.op()).loc;
    let s = slice.source(rw);
    let new = build_extract(rw, at, res_ty, s, &lists);
    rw.replace_op_with(op.op(), new);
    true
}

impl CanonicalizationPatterns for ExtractSliceOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named::<ExtractSliceOp>(
            "mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::tensor::ExtractSliceOp, SliceReturnTypeCanonicalizer, SliceCanonicalizer>",
            1,
            extract_slice_constant_arguments,
        );
        set.add_named::<ExtractSliceOp>(
            "(anonymous namespace)::ExtractSliceOpCastFolder",
            1,
            extract_slice_cast_folder,
        );
    }
}

// ------------------------------------------------------------------------------------------
// tensor.insert_slice and tensor.parallel_insert_slice
// ------------------------------------------------------------------------------------------

/// The mixed lists of an insert_slice.
fn insert_lists(ctx: &Context, s: InsertSliceOp) -> Lists {
    let groups = [
        s.offsets(ctx).collect(),
        s.sizes(ctx).collect(),
        s.strides(ctx).collect(),
    ];
    lists_of(ctx, s.op(), groups)
}

impl Fold for InsertSliceOp {
    /// A static insertion of a whole tensor of the destination's type is the source; an
    /// insertion over the same slice of an insert_slice of the same source type inserts into
    /// that one's destination (in place); inserting the slice just extracted from the
    /// destination is the destination; so is an insertion with a size 0.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let (src, dest) = (self.source(ctx), self.dest(ctx));
        let (src_ty, res_ty) = (ctx.ir.value_type(src), ctx.ir.value_type(self.result(ctx)));
        let lists = insert_lists(ctx, self);
        let res_shape = shape_of(ctx, res_ty);
        let static_shape = |t: Type| ranked(ctx, t).is_some_and(|r| !r.shape.contains(&DYNAMIC));
        if static_shape(src_ty)
            && static_shape(res_ty)
            && src_ty == res_ty
            && is_identity_slice(ctx, &lists, &res_shape)
        {
            return Some(FoldResult::Value(src));
        }
        if let Some(prev) = dest.defining_op::<InsertSliceOp>(ctx) {
            let prev_src_ty = ctx.ir.value_type(prev.source(ctx));
            if prev_src_ty == src_ty && same_lists(&insert_lists(ctx, prev), &lists) {
                let d = prev.dest(ctx);
                ctx.ir.set_operand(self.op(), 1, d);
                return Some(FoldResult::Value(self.result(ctx)));
            }
        }
        if let Some(extract) = src.defining_op::<ExtractSliceOp>(ctx) {
            if extract.source(ctx) == dest && same_lists(&extract_lists(ctx, extract), &lists) {
                return Some(FoldResult::Value(dest));
            }
        }
        let sizes = &lists[1];
        sizes
            .iter()
            .any(|&m| mixed_constant(ctx, m) == Some(0))
            .then_some(FoldResult::Value(dest))
    }
}

/// What the three insert patterns need of `tensor.insert_slice` and
/// `tensor.parallel_insert_slice`.
trait InsertLike: OpHandle + PatternRoot {
    /// `tensor.parallel_insert_slice`: no result, casts go before the parent op.
    const PARALLEL: bool;
    /// The inserted tensor.
    fn src(self, ctx: &Context) -> Value;
    /// The destination tensor.
    fn dst(self, ctx: &Context) -> Value;
    /// The offsets, sizes and strides.
    fn lists(self, ctx: &Context) -> Lists;
    /// A detached op of this kind.
    fn build_like(rw: &mut Rewriter<'_>, loc: Location, src: Value, dst: Value, l: &Lists) -> Op;
}

impl InsertLike for InsertSliceOp {
    const PARALLEL: bool = false;
    fn src(self, ctx: &Context) -> Value {
        self.source(ctx)
    }
    fn dst(self, ctx: &Context) -> Value {
        self.dest(ctx)
    }
    fn lists(self, ctx: &Context) -> Lists {
        insert_lists(ctx, self)
    }
    fn build_like(rw: &mut Rewriter<'_>, loc: Location, src: Value, dst: Value, l: &Lists) -> Op {
        let [(so, vo), (ss, vs), (st, vt)] = l.each_ref().map(|l| split_mixed(l));
        let ty = rw.ir.value_type(dst);
        InsertSliceOp::build(rw, loc, ty, src, dst, &vo, &vs, &vt, so, ss, st).op()
    }
}

impl InsertLike for ParallelInsertSliceOp {
    const PARALLEL: bool = true;
    fn src(self, ctx: &Context) -> Value {
        self.source(ctx)
    }
    fn dst(self, ctx: &Context) -> Value {
        self.dest(ctx)
    }
    fn lists(self, ctx: &Context) -> Lists {
        let groups = [
            self.offsets(ctx).collect(),
            self.sizes(ctx).collect(),
            self.strides(ctx).collect(),
        ];
        lists_of(ctx, self.op(), groups)
    }
    fn build_like(rw: &mut Rewriter<'_>, loc: Location, src: Value, dst: Value, l: &Lists) -> Op {
        let [(so, vo), (ss, vs), (st, vt)] = l.each_ref().map(|l| split_mixed(l));
        ParallelInsertSliceOp::build(rw, loc, src, dst, &vo, &vs, &vt, so, ss, st).op()
    }
}

/// A `tensor.cast` of `v` to `ty`, before `op` (before its parent for a parallel insert).
fn cast_before<T: InsertLike>(rw: &mut Rewriter<'_>, op: Op, v: Value, ty: Type) -> Value {
    let loc = rw.ir.op(op).loc;
    let at = match T::PARALLEL {
        true => rw.ir.parent_op(op).unwrap_or(op),
        false => op,
    };
    let cast = CastOp::build(rw, loc, ty, v).op();
    rw.insert_op_before(at, cast);
    rw.ir.result(cast, 0)
}

/// Inserts `new` before `op` and replaces `op` with its results.
fn replace_insert(rw: &mut Rewriter<'_>, op: Op, new: Op) {
    rw.insert_op_before(op, new);
    let values: Vec<Value> = rw.ir.results(new).collect();
    rw.replace_op(op, &values);
}

/// MLIR's `InsertSliceOpConstantArgumentFolder`: constant offsets (or else sizes, or else
/// strides) become static; the source is cast to the canonical slice type when that differs.
fn insert_constant_arguments<T: InsertLike>(s: T, rw: &mut Rewriter<'_>) -> bool {
    let op = s.op();
    let mut lists = s.lists(rw);
    if !fold_lists(rw, &mut lists) {
        return false;
    }
    let (src, dst) = (s.src(rw), s.dst(rw));
    let (src_ty, dst_ty) = (rw.ir.value_type(src), rw.ir.value_type(dst));
    let [o, z, t] = lists.each_ref().map(|l| static_values(l));
    if in_bounds_slice(&shape_of(rw, dst_ty), &o, &z, &t).is_some() {
        return false;
    }
    let rank = shape_of(rw, src_ty).len();
    let Some(new_ty) = canonical_slice_type(rw, rank, dst_ty, &z) else {
        return false;
    };
    let to_insert = match new_ty == src_ty {
        true => src,
        false => cast_before::<T>(rw, op, src, new_ty),
    };
    let loc = rw.ir.op(op).loc;
    let new = T::build_like(rw, loc, to_insert, dst, &lists);
    replace_insert(rw, op, new);
    true
}

/// MLIR's `InsertSliceOpCastFolder`: `tensor.cast` producers of the source or destination
/// that only lost static information are folded in (static sizes taken from the source's
/// type); the result is cast back to the old destination type.
fn insert_cast_folder<T: InsertLike>(s: T, rw: &mut Rewriter<'_>) -> bool {
    let op = s.op();
    if rw.ir.operands(op).any(|v| is_constant_index(rw, v)) {
        return false;
    }
    let (old_src, old_dst) = (s.src(rw), s.dst(rw));
    let (cast_src, cast_dst) = (
        foldable_cast_source(rw, old_src),
        foldable_cast_source(rw, old_dst),
    );
    if cast_src.is_none() && cast_dst.is_none() {
        return false;
    }
    let (src, dst) = (cast_src.unwrap_or(old_src), cast_dst.unwrap_or(old_dst));
    let (src_ty, dst_ty) = (rw.ir.value_type(src), rw.ir.value_type(dst));
    let (Some(src_shape), Some(dst_r)) = (
        ranked(rw, src_ty).map(|r| r.shape.to_vec()),
        ranked(rw, dst_ty).map(|r| (r.shape.to_vec(), r.elem)),
    ) else {
        return false;
    };
    let src_elem = ranked(rw, src_ty).map(|r| r.elem);
    let mut lists = s.lists(rw);
    let mut sizes = static_values(&lists[1]);
    let Some(mask) = rank_reduction_mask(&sizes, &src_shape, true) else {
        return false;
    };
    // as MLIR, the index into the source's shape only advances on its static dimensions
    let mut k = 0;
    for (i, size) in sizes.iter_mut().enumerate() {
        if !mask[i] && src_shape.get(k).is_some_and(|&d| d != DYNAMIC) {
            lists[1][i] = Mixed::Static(src_shape[k]);
            *size = src_shape[k];
            k += 1;
        }
    }
    let (offsets, strides) = (static_values(&lists[0]), static_values(&lists[2]));
    let type_ok =
        src_elem.is_some_and(|e| check_rank_reduced((&sizes, dst_r.1), (&src_shape, e)).is_ok());
    if !type_ok || in_bounds_slice(&dst_r.0, &offsets, &sizes, &strides).is_some() {
        return false;
    }
    let loc = rw.ir.op(op).loc;
    let new = T::build_like(rw, loc, src, dst, &lists);
    rw.insert_op_before(op, new);
    let mut values: Vec<Value> = rw.ir.results(new).collect();
    let old_dst_ty = rw.ir.value_type(old_dst);
    if !T::PARALLEL && dst_ty != old_dst_ty {
        let cast = CastOp::build(rw, loc, old_dst_ty, values[0]).op();
        rw.insert_op_before(op, cast);
        values = vec![rw.ir.result(cast, 0)];
    }
    rw.replace_op(op, &values);
    true
}

/// MLIR's `InsertSliceOpSourceCastInserter`: when constant sizes make the (not rank-reduced)
/// source type more static, the source is cast to that type first.
fn insert_source_cast_inserter<T: InsertLike>(s: T, rw: &mut Rewriter<'_>) -> bool {
    let op = s.op();
    let (src, dst) = (s.src(rw), s.dst(rw));
    let src_ty = rw.ir.value_type(src);
    let Some((mut shape, elem, encoding)) =
        ranked(rw, src_ty).map(|r| (r.shape.to_vec(), r.elem, r.encoding))
    else {
        return false;
    };
    if shape.len() != shape_of(rw, rw.ir.value_type(dst)).len() {
        return false;
    }
    let lists = s.lists(rw);
    for (i, d) in shape.iter_mut().enumerate() {
        if let Some(c) = lists[1].get(i).and_then(|&m| mixed_constant(rw, m)) {
            if c < 0 {
                return false;
            }
            *d = c;
        }
    }
    let new_ty = tensor_with(rw, &shape, elem, encoding);
    if new_ty == src_ty || !preserves_static_info(rw, src_ty, new_ty) {
        return false;
    }
    let cast = cast_before::<T>(rw, op, src, new_ty);
    let loc = rw.ir.op(op).loc;
    let new = T::build_like(rw, loc, cast, dst, &lists);
    replace_insert(rw, op, new);
    true
}

/// The three insert patterns of `T`, under MLIR's names for `name` (`InsertSliceOp` or
/// `ParallelInsertSliceOp`).
fn insert_patterns<T: InsertLike>(set: &mut PatternSet, names: [&'static str; 3]) {
    set.add_named::<T>(names[0], 1, insert_constant_arguments::<T>);
    set.add_named::<T>(names[1], 1, insert_cast_folder::<T>);
    set.add_named::<T>(names[2], 1, insert_source_cast_inserter::<T>);
}

impl CanonicalizationPatterns for InsertSliceOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        insert_patterns::<InsertSliceOp>(
            set,
            [
                "(anonymous namespace)::InsertSliceOpConstantArgumentFolder<mlir::tensor::InsertSliceOp>",
                "(anonymous namespace)::InsertSliceOpCastFolder<mlir::tensor::InsertSliceOp>",
                "(anonymous namespace)::InsertSliceOpSourceCastInserter<mlir::tensor::InsertSliceOp>",
            ],
        );
    }
}

impl CanonicalizationPatterns for ParallelInsertSliceOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        insert_patterns::<ParallelInsertSliceOp>(
            set,
            [
                "(anonymous namespace)::InsertSliceOpConstantArgumentFolder<mlir::tensor::ParallelInsertSliceOp>",
                "(anonymous namespace)::InsertSliceOpCastFolder<mlir::tensor::ParallelInsertSliceOp>",
                "(anonymous namespace)::InsertSliceOpSourceCastInserter<mlir::tensor::ParallelInsertSliceOp>",
            ],
        );
    }
}

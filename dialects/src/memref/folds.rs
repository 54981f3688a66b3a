//! The memref folders and canonicalization patterns of MLIR 22 that simple IR reaches:
//! a `memref.cast` producer folded into its users (`foldMemRefCast`: load, store, dealloc,
//! dim, cast, atomic_rmw, prefetch, dma_start, dma_wait), casts of casts and identity casts
//! (`memory_space_cast` too), `memref.dim` of a static dimension or of the dynamic size an
//! alloc, alloca or view was given, `memref.rank` of a ranked memref, and for `memref.alloc`
//! and `memref.alloca` the constant dynamic sizes made static (behind a cast back to the old
//! type) and allocations only stored into and freed erased with those users,
//! `memref.alloca_scope` inlined (`AllocaScopeInliner`), and `memref.subview` (identity
//! subviews folded, constant arguments made static, trivial subviews replaced).
//!
//! The copy, reinterpret_cast and view patterns are in `patterns.rs`.
//!
//! Not implemented: the other patterns (`AllocaScopeHoister`, extract_strided_metadata,
//! transpose, expand/collapse composition, global and load-of-global folding,
//! `DimOfMemRefReshape`, ...).

use super::{
    ranked, AllocOp, AllocaOp, AtomicRMWOp, CastOp, DeallocOp, DimOp, DmaStartOp, DmaWaitOp,
    LoadOp, MemorySpaceCastOp, PrefetchOp, RankOp, StoreOp, SubViewOp, ViewOp,
};
use ods_runtime::ir::registry::FoldResult;
use ods_runtime::ir::types::DYNAMIC;
use ods_runtime::ir::ValueDef;
use ods_runtime::ods::hooks::{CanonicalizationPatterns, Fold, FoldMulti};
use ods_runtime::transforms::fold::const_int;
use ods_runtime::transforms::pattern::PatternRoot;
use ods_runtime::transforms::rewrite::{constant_value, PatternSet, Rewriter};
use ods_runtime::{Attribute, Context, Op, OpHandle, Value};

/// The op defining `v`, if any.
fn def_op(ctx: &Context, v: Value) -> Option<Op> {
    match ctx.ir.value(v).def {
        ValueDef::Result { op, .. } => Some(op),
        _ => None,
    }
}

/// MLIR's `foldMemRefCast`: every operand (but `inner`) produced by a `memref.cast` from a
/// ranked memref reads the cast's source instead; `true` when one changed.
pub(crate) fn fold_memref_cast(ctx: &mut Context, op: Op, inner: Option<Value>) -> bool {
    let mut folded = false;
    for i in 0..ctx.ir.num_operands(op) {
        let v = ctx.ir.operand(op, i);
        if Some(v) == inner {
            continue;
        }
        let Some(cast) = def_op(ctx, v).and_then(|d| CastOp::from_op(ctx, d)) else {
            continue;
        };
        let src = cast.source(ctx);
        if ranked(ctx, ctx.ir.value_type(src)).is_some() {
            ctx.ir.set_operand(op, i, src);
            folded = true;
        }
    }
    folded
}

/// The in-place fold of an op with a single result: its own result.
fn in_place(ctx: &Context, op: Op) -> Option<FoldResult> {
    Some(FoldResult::Value(ctx.ir.result(op, 0)))
}

/// `CastOpInterface`'s trait fold after the op's own: a cast to its operand's type is the
/// operand.
fn identity_cast(ctx: &Context, op: Op) -> Option<FoldResult> {
    let src = ctx.ir.operand(op, 0);
    (ctx.ir.value_type(src) == ctx.ir.value_type(ctx.ir.result(op, 0)))
        .then_some(FoldResult::Value(src))
}

impl Fold for CastOp {
    /// `cast(cast(x))` reads `x` (in place); then a cast to the same type is its operand.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let op = self.op();
        let changed = fold_memref_cast(ctx, op, None);
        identity_cast(ctx, op).or_else(|| changed.then(|| in_place(ctx, op)).flatten())
    }
}

impl Fold for MemorySpaceCastOp {
    /// `memory_space_cast(memory_space_cast(x))` reads `x` (in place); then a cast to the
    /// same type is its operand.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let op = self.op();
        let src = ctx.ir.operand(op, 0);
        let parent = def_op(ctx, src).and_then(|d| MemorySpaceCastOp::from_op(ctx, d));
        if let Some(p) = parent {
            let x = p.source(ctx);
            ctx.ir.set_operand(op, 0, x);
        }
        identity_cast(ctx, op).or_else(|| parent.and_then(|_| in_place(ctx, op)))
    }
}

/// The fold of an op whose only fold is `foldMemRefCast` (no results).
macro_rules! cast_folding_multi {
    ($op:ident, $inner:expr) => {
        impl FoldMulti for $op {
            /// A `memref.cast` producer of an operand is folded into the op.
            fn fold(
                self,
                ctx: &mut Context,
                _operands: &[Option<Attribute>],
                _results: &mut Vec<FoldResult>,
            ) -> bool {
                let op = self.op();
                #[allow(clippy::redundant_closure_call)]
                let inner: Option<Value> = ($inner)(ctx, op);
                fold_memref_cast(ctx, op, inner)
            }
        }
    };
}

cast_folding_multi!(DeallocOp, |_: &Context, _: Op| None);
cast_folding_multi!(DmaStartOp, |_: &Context, _: Op| None);
cast_folding_multi!(DmaWaitOp, |_: &Context, _: Op| None);
cast_folding_multi!(PrefetchOp, |_: &Context, _: Op| None);
cast_folding_multi!(StoreOp, |ctx: &Context, op: Op| Some(ctx.ir.operand(op, 0)));

impl Fold for LoadOp {
    /// A `memref.cast` producer of the memref is folded into the load (in place).
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let op = self.op();
        fold_memref_cast(ctx, op, None).then(|| in_place(ctx, op))?
    }
}

impl Fold for AtomicRMWOp {
    /// A `memref.cast` producer of the memref is folded into the op (in place).
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let op = self.op();
        let value = ctx.ir.operand(op, 0);
        fold_memref_cast(ctx, op, Some(value)).then(|| in_place(ctx, op))?
    }
}

impl Fold for RankOp {
    /// The rank of a ranked memref.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let ty = ctx.ir.value_type(ctx.ir.operand(self.op(), 0));
        let rank = ranked(ctx, ty)?.shape.len() as i64;
        Some(FoldResult::Attr(ctx.index_attr(rank)))
    }
}

impl Fold for DimOp {
    /// A static size; the dynamic size an alloc, alloca, view or subview was given; else a
    /// `memref.cast` producer folded in (in place).
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let op = self.op();
        let index = const_int(ctx, operands.get(1).copied().flatten())?;
        let src = ctx.ir.operand(op, 0);
        let shape = ranked(ctx, ctx.ir.value_type(src))?.shape.to_vec();
        let i = usize::try_from(index.to_i64()?)
            .ok()
            .filter(|&i| i < shape.len())?;
        if shape[i] != DYNAMIC {
            return Some(FoldResult::Attr(ctx.index_attr(shape[i])));
        }
        let dyn_pos = shape[..i].iter().filter(|&&d| d == DYNAMIC).count();
        if let Some(d) = def_op(ctx, src) {
            let sizes: Option<Vec<Value>> = if let Some(a) = AllocOp::from_op(ctx, d) {
                Some(a.dynamic_sizes(ctx).collect::<Vec<_>>())
            } else if let Some(a) = AllocaOp::from_op(ctx, d) {
                Some(a.dynamic_sizes(ctx).collect::<Vec<_>>())
            } else {
                ViewOp::from_op(ctx, d).map(|v| v.sizes(ctx).collect::<Vec<_>>())
            };
            if let Some(sizes) = sizes {
                return sizes.get(dyn_pos).map(|&v| FoldResult::Value(v));
            }
            if let Some(s) = SubViewOp::from_op(ctx, d) {
                return subview_size(ctx, s, i).map(FoldResult::Value);
            }
        }
        fold_memref_cast(ctx, op, None).then(|| in_place(ctx, op))?
    }
}

/// The SSA size a subview gave result dimension `i` (the dropped unit dimensions skipped).
fn subview_size(ctx: &Context, s: SubViewOp, i: usize) -> Option<Value> {
    let op = s.op();
    let sizes = super::i64_array(ctx, op, "static_sizes");
    let src_ty = ctx.ir.value_type(ctx.ir.operand(op, 0));
    let res_ty = ctx.ir.value_type(ctx.ir.result(op, 0));
    let (src, res) = (ranked(ctx, src_ty)?, ranked(ctx, res_ty)?);
    let dropped = super::views::subview_dropped_dims(ctx, &src, &res, &sizes)?;
    let source_dim = (0..sizes.len()).filter(|&k| !dropped[k]).nth(i)?;
    if sizes[source_dim] != DYNAMIC {
        return None;
    }
    let dyn_pos = sizes[..source_dim]
        .iter()
        .filter(|&&d| d == DYNAMIC)
        .count();
    s.sizes(ctx).nth(dyn_pos)
}

/// MLIR's `SimplifyAllocConst`: dynamic sizes given by non-negative constants become static
/// sizes of a new allocation, cast back to the old type.
fn simplify_alloc_const(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let is_alloca = AllocaOp::from_op(rw, op).is_some();
    let res_ty = rw.ir.value_type(rw.ir.result(op, 0));
    let Some(r) = ranked(rw, res_ty) else {
        return false;
    };
    let shape = r.shape.to_vec();
    let (elem, layout, space) = (r.elem, r.layout, r.space);
    let nsizes = shape.iter().filter(|&&d| d == DYNAMIC).count();
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    let (sizes, symbols) = operands.split_at(nsizes.min(operands.len()));
    let constants: Vec<Option<i64>> = sizes
        .iter()
        .map(|&v| {
            let c = constant_value(rw, v);
            const_int(rw, c)
                .and_then(|a| a.to_i64())
                .filter(|&n| n >= 0)
        })
        .collect();
    if constants.iter().all(Option::is_none) {
        return false;
    }
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut kept = Vec::new();
    let mut pos = 0;
    for &d in &shape {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        match constants.get(pos).copied().flatten() {
            Some(n) => new_shape.push(n),
            None => {
                new_shape.push(DYNAMIC);
                kept.extend(sizes.get(pos).copied());
            }
        }
        pos += 1;
    }
    let new_ty = rw.intern_type(ods_runtime::ir::types::TypeKind::MemRef {
        shape: new_shape.into_boxed_slice(),
        elem,
        layout,
        memory_space: space,
    });
    let loc = rw.ir.op(op).loc;
    let align = if is_alloca {
        AllocaOp::from_op(rw, op).and_then(|a| a.alignment(rw))
    } else {
        AllocOp::from_op(rw, op).and_then(|a| a.alignment(rw))
    };
    let new = if is_alloca {
        AllocaOp::build_full(rw, loc, new_ty, &kept, symbols, align).op()
    } else {
        AllocOp::build_full(rw, loc, new_ty, &kept, symbols, align).op()
    };
    rw.insert_op_before(op, new);
    let new_val = rw.ir.result(new, 0);
    let cast = CastOp::build(rw, loc, res_ty, new_val).op();
    rw.insert_op_before(op, cast);
    let v = rw.ir.result(cast, 0);
    rw.replace_op(op, &[v]);
    true
}

/// MLIR's `SimplifyDeadAlloc`: an allocation whose only users are deallocs and stores into
/// it (not of it) is erased with them.
fn simplify_dead_alloc(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let v = rw.ir.result(op, 0);
    let users: Vec<Op> = rw.ir.uses(v).map(|u| u.op).collect();
    let removable = users.iter().all(|&u| {
        if StoreOp::from_op(rw, u).is_some() {
            rw.ir.operand(u, 0) != v
        } else {
            DeallocOp::from_op(rw, u).is_some()
        }
    });
    if !removable {
        return false;
    }
    let mut seen = std::collections::HashSet::new();
    for u in users {
        if seen.insert(u) {
            rw.erase_op(u);
        }
    }
    rw.erase_op(op);
    true
}

/// The alloc-like patterns, in upstream's order.
fn alloc_patterns<T: OpHandle + PatternRoot>(set: &mut PatternSet) {
    set.add_named::<T>(
        "(anonymous namespace)::SimplifyAllocConst",
        1,
        |op: T, rw: &mut Rewriter<'_>| simplify_alloc_const(rw, op.op()),
    );
    set.add_named::<T>(
        "(anonymous namespace)::SimplifyDeadAlloc",
        1,
        |op: T, rw: &mut Rewriter<'_>| simplify_dead_alloc(rw, op.op()),
    );
}

impl CanonicalizationPatterns for AllocOp {
    /// Constant sizes made static; dead allocations erased.
    fn canonicalization_patterns(set: &mut PatternSet) {
        alloc_patterns::<AllocOp>(set);
    }
}

impl CanonicalizationPatterns for AllocaOp {
    /// Constant sizes made static; dead allocations erased.
    fn canonicalization_patterns(set: &mut PatternSet) {
        alloc_patterns::<AllocaOp>(set);
    }
}

/// MLIR's `isOpItselfPotentialAutomaticAllocation`: an op with unknown effects, or one that
/// allocates a result from the automatic allocation scope (ops with recursive effects are
/// judged by their nested ops instead).
fn potential_automatic_allocation(ctx: &Context, op: Op) -> bool {
    use ods_runtime::analysis::effects::{op_effects, EffectKind};
    use ods_runtime::ir::registry::OpTraits;
    if ctx
        .op_traits(op)
        .contains(OpTraits::RECURSIVE_MEMORY_EFFECTS)
    {
        return false;
    }
    let Some(effects) = op_effects(ctx, op) else {
        return true;
    };
    let results: Vec<Value> = ctx.ir.results(op).collect();
    results.iter().any(|&r| {
        effects
            .iter()
            .find(|e| e.kind == EffectKind::Allocate && e.value == Some(r))
            .is_some_and(|e| e.resource == "AutomaticAllocationScopeResource")
    })
}

/// Whether `op` is the last op before the terminator of the only block of its region.
fn last_non_terminator_in_region(ctx: &Context, op: Op) -> bool {
    let Some(block) = ctx.ir.op_parent(op) else {
        return false;
    };
    let single = ctx
        .ir
        .block_parent(block)
        .is_some_and(|r| ctx.ir.region_blocks(r).count() == 1);
    single && ctx.ir.next_op(op).is_some() && ctx.ir.next_op(op) == ctx.ir.last_op(block)
}

/// MLIR's `AllocaScopeInliner`: a `memref.alloca_scope` is replaced by its body when nothing
/// in it (outside nested allocation scopes) may allocate on the stack, or when its parent is
/// an allocation scope and it is the last op before the terminator (lifetimes unchanged).
fn alloca_scope_inliner(op: super::AllocaScopeOp, rw: &mut Rewriter<'_>) -> bool {
    use ods_runtime::ir::registry::OpTraits;
    let op = op.op();
    let Some(&region) = rw.ir.op(op).regions.first() else {
        return false;
    };
    // the nested ops in pre-order, nested allocation scopes skipped
    let mut potential = false;
    let mut regions = vec![region];
    'walk: while let Some(r) = regions.pop() {
        for b in rw.ir.region_blocks(r) {
            let mut next = rw.ir.first_op(b);
            while let Some(o) = next {
                if potential_automatic_allocation(rw, o) {
                    potential = true;
                    break 'walk;
                }
                if !rw
                    .op_traits(o)
                    .contains(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
                {
                    regions.extend(rw.ir.op(o).regions.iter().rev().copied());
                }
                next = rw.ir.next_op(o);
            }
        }
    }
    if potential {
        let parent_scope = rw.ir.parent_op(op).is_some_and(|p| {
            rw.op_traits(p)
                .contains(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
        });
        if !parent_scope || !last_non_terminator_in_region(rw, op) {
            return false;
        }
    }
    let Some(block) = rw.ir.first_block(region) else {
        return false;
    };
    let Some(term) = rw.ir.last_op(block) else {
        return false;
    };
    rw.inline_block_before(block, op, &[]);
    let results: Vec<Value> = rw.ir.operands(term).collect();
    rw.replace_op(op, &results);
    rw.erase_op(term);
    true
}

impl CanonicalizationPatterns for super::AllocaScopeOp {
    /// The inliner (MLIR's `AllocaScopeHoister`, which moves allocas out of scopes nested in
    /// other ops, is not implemented).
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named::<super::AllocaScopeOp>(
            "(anonymous namespace)::AllocaScopeInliner",
            1,
            alloca_scope_inliner,
        );
    }
}

// ------------------------------------------------------------------------------------------
// memref.subview
// ------------------------------------------------------------------------------------------

/// One mixed offset, size or stride: a static integer, or an SSA value.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mixed {
    Static(i64),
    Dynamic(Value),
}

/// The mixed offsets, sizes and strides of a subview (MLIR's `getMixedOffsets` ...).
fn subview_mixed(ctx: &Context, s: SubViewOp) -> [Vec<Mixed>; 3] {
    let op = s.op();
    let lists = [
        (
            super::i64_array(ctx, op, "static_offsets"),
            s.offsets(ctx).collect::<Vec<_>>(),
        ),
        (
            super::i64_array(ctx, op, "static_sizes"),
            s.sizes(ctx).collect(),
        ),
        (
            super::i64_array(ctx, op, "static_strides"),
            s.strides(ctx).collect(),
        ),
    ];
    lists.map(|(statics, values)| {
        let mut it = values.into_iter();
        statics
            .into_iter()
            .map(|v| match v {
                DYNAMIC => it.next().map_or(Mixed::Static(DYNAMIC), Mixed::Dynamic),
                v => Mixed::Static(v),
            })
            .collect()
    })
}

/// MLIR's `getConstantIntValue` of a mixed entry: the static value, or the value of an
/// integer constant.
fn constant_of(ctx: &mut Context, m: Mixed) -> Option<i64> {
    match m {
        Mixed::Static(v) => Some(v),
        Mixed::Dynamic(v) => {
            let c = constant_value(ctx, v);
            const_int(ctx, c).and_then(|a| a.to_i64())
        }
    }
}

impl Fold for SubViewOp {
    /// A subview to its own static type is its source; so is a subview of a subview with
    /// zero offsets, unit strides and the same sizes, to the same type.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let op = self.op();
        let src = ctx.ir.operand(op, 0);
        let (src_ty, res_ty) = (
            ctx.ir.value_type(src),
            ctx.ir.value_type(ctx.ir.result(op, 0)),
        );
        let r = ranked(ctx, res_ty)?;
        let static_layout = match super::layout::Layout::of(ctx, &r) {
            super::layout::Layout::Strided(s, o) => !s.contains(&DYNAMIC) && o != DYNAMIC,
            super::layout::Layout::Identity => true,
            _ => false,
        };
        if res_ty == src_ty && !r.shape.contains(&DYNAMIC) && static_layout {
            return Some(FoldResult::Value(src));
        }
        let parent = def_op(ctx, src).and_then(|d| SubViewOp::from_op(ctx, d))?;
        let [offsets, sizes, strides] = subview_mixed(ctx, self);
        let parent_sizes = subview_mixed(ctx, parent)[1].clone();
        let zeros = offsets.iter().all(|&m| constant_of(ctx, m) == Some(0));
        let ones = strides.iter().all(|&m| constant_of(ctx, m) == Some(1));
        (zeros && ones && sizes == parent_sizes && res_ty == src_ty)
            .then_some(FoldResult::Value(src))
    }
}

/// MLIR's `OpWithOffsetSizesAndStridesConstantArgumentFolder` for subviews: offsets, sizes
/// and strides given by constants (non-negative ones for offsets and sizes) become static, in
/// a new subview of the canonical result type, cast back to the old type.
fn subview_constant_arguments(s: SubViewOp, rw: &mut Rewriter<'_>) -> bool {
    let op = s.op();
    let mut lists = subview_mixed(rw, s);
    // as MLIR's short-circuit `&&`: only offsets fold when one does, else sizes, else strides
    let mut changed = false;
    for (k, list) in lists.iter_mut().enumerate() {
        for m in list.iter_mut() {
            if let Mixed::Dynamic(_) = m {
                if let Some(c) = constant_of(rw, *m) {
                    if (k == 2 || c >= 0) && c != DYNAMIC {
                        *m = Mixed::Static(c);
                        changed = true;
                    }
                }
            }
        }
        if changed {
            break;
        }
    }
    if !changed {
        return false;
    }
    let src = rw.ir.operand(op, 0);
    let (src_ty, res_ty) = (rw.ir.value_type(src), rw.ir.value_type(rw.ir.result(op, 0)));
    let statics = |l: &[Mixed]| -> Vec<i64> {
        l.iter()
            .map(|m| match m {
                Mixed::Static(v) => *v,
                Mixed::Dynamic(_) => DYNAMIC,
            })
            .collect()
    };
    let src_shape = ranked(rw, src_ty)
        .map(|r| r.shape.to_vec())
        .unwrap_or_default();
    let (so, ss, st) = (statics(&lists[0]), statics(&lists[1]), statics(&lists[2]));
    if crate::index_list::in_bounds_slice(&src_shape, &so, &ss, &st).is_some() {
        return false;
    }
    let old_sizes = super::i64_array(rw, op, "static_sizes");
    let Some(new_ty) = canonical_subview_type(rw, (src_ty, src_ty), res_ty, &lists, &old_sizes)
    else {
        return false;
    };
    let split = |l: &[Mixed]| {
        let statics: Vec<i64> = l
            .iter()
            .map(|m| match m {
                Mixed::Static(v) => *v,
                Mixed::Dynamic(_) => DYNAMIC,
            })
            .collect();
        let values: Vec<Value> = l
            .iter()
            .filter_map(|m| match m {
                Mixed::Dynamic(v) => Some(*v),
                Mixed::Static(_) => None,
            })
            .collect();
        (statics, values)
    };
    let (so, vo) = split(&lists[0]);
    let (ss, vs) = split(&lists[1]);
    let (st, vt) = split(&lists[2]);
    let loc = rw.ir.op(op).loc;
    let new = SubViewOp::build(rw, loc, new_ty, src, &vo, &vs, &vt, so, ss, st).op();
    rw.insert_op_before(op, new);
    let v = rw.ir.result(new, 0);
    let cast = CastOp::build(rw, loc, res_ty, v).op();
    rw.insert_op_before(op, cast);
    let c = rw.ir.result(cast, 0);
    rw.replace_op(op, &[c]);
    true
}

/// MLIR's `SubViewReturnTypeCanonicalizer` (`getCanonicalSubViewResultType`): the type
/// inferred over `src_ty.0` for the new static values, with the dimensions the old subview
/// of `src_ty.1` (of static sizes `old_sizes`, to `res_ty`) dropped dropped.
fn canonical_subview_type(
    ctx: &mut Context,
    (src_ty, old_src_ty): (ods_runtime::Type, ods_runtime::Type),
    res_ty: ods_runtime::Type,
    lists: &[Vec<Mixed>; 3],
    old_sizes: &[i64],
) -> Option<ods_runtime::Type> {
    let statics = |l: &[Mixed]| -> Vec<i64> {
        l.iter()
            .map(|m| match m {
                Mixed::Static(v) => *v,
                Mixed::Dynamic(_) => DYNAMIC,
            })
            .collect()
    };
    let (offsets, sizes, strides) = (statics(&lists[0]), statics(&lists[1]), statics(&lists[2]));
    // MLIR's `hasValidSizesOffsets` / `hasValidStrides`
    if offsets.iter().chain(&sizes).any(|&v| v < 0 && v != DYNAMIC) {
        return None;
    }
    let (src, res) = (ranked(ctx, src_ty)?, ranked(ctx, res_ty)?);
    let old_src = ranked(ctx, old_src_ty)?;
    let (src_strides, src_offset) = super::strides_and_offset(ctx, &src)?;
    let (shape, new_strides, offset) =
        super::views::infer_subview_type((&src_strides, src_offset), &offsets, &sizes, &strides);
    let dropped = super::views::subview_dropped_dims(ctx, &old_src, &res, old_sizes)?;
    let (mut keep_shape, mut keep_strides) = (Vec::new(), Vec::new());
    for (i, (&d, &s)) in shape.iter().zip(&new_strides).enumerate() {
        if !dropped.get(i).copied().unwrap_or(false) {
            keep_shape.push(d);
            keep_strides.push(s);
        }
    }
    let (elem, space) = (src.elem, src.space);
    let layout = ctx.intern_attr(ods_runtime::ir::attributes::AttrKind::Strided {
        strides: keep_strides.into_boxed_slice(),
        offset,
    });
    Some(ctx.intern_type(ods_runtime::ir::types::TypeKind::MemRef {
        shape: keep_shape.into_boxed_slice(),
        elem,
        layout: Some(layout),
        memory_space: space,
    }))
}

/// MLIR's `TrivialSubViewOpFolder`: a subview of the whole source (zero offsets, unit strides,
/// the source's static sizes, the same rank) is its source, through a cast when the types
/// differ.
fn trivial_subview(s: SubViewOp, rw: &mut Rewriter<'_>) -> bool {
    let op = s.op();
    let src = rw.ir.operand(op, 0);
    let (src_ty, res_ty) = (rw.ir.value_type(src), rw.ir.value_type(rw.ir.result(op, 0)));
    let (Some(sr), Some(rr)) = (ranked(rw, src_ty), ranked(rw, res_ty)) else {
        return false;
    };
    if sr.shape.len() != rr.shape.len() {
        return false;
    }
    let shape = sr.shape.to_vec();
    let [offsets, sizes, strides] = subview_mixed(rw, s);
    let zeros = offsets.iter().all(|&m| constant_of(rw, m) == Some(0));
    let ones = strides.iter().all(|&m| constant_of(rw, m) == Some(1));
    let whole = sizes.len() == shape.len()
        && sizes
            .iter()
            .zip(&shape)
            .all(|(&m, &d)| constant_of(rw, m) == Some(d) && d != DYNAMIC);
    if !(zeros && ones && whole) {
        return false;
    }
    if src_ty == res_ty {
        rw.replace_op(op, &[src]);
        return true;
    }
    let loc = rw.ir.op(op).loc;
    let cast = CastOp::build(rw, loc, res_ty, src).op();
    rw.insert_op_before(op, cast);
    let c = rw.ir.result(cast, 0);
    rw.replace_op(op, &[c]);
    true
}

/// MLIR's `SubViewOpMemRefCastFolder`: a subview of a `memref.cast` that only lost static
/// information views the cast's source (its type inferred over that source), cast back to
/// the old type; not when an operand is an index constant.
fn subview_cast_folder(s: SubViewOp, rw: &mut Rewriter<'_>) -> bool {
    let op = s.op();
    let constant = rw.ir.operands(op).any(|v| {
        v.defining_op::<crate::arith::ConstantOp>(rw).is_some()
            && rw.ir.value_type(v) == rw.common.index
    });
    if constant {
        return false;
    }
    let old_src = rw.ir.operand(op, 0);
    let Some(src) = super::patterns::foldable_cast_source(rw, old_src) else {
        return false;
    };
    let lists = subview_mixed(rw, s);
    let res_ty = rw.ir.value_type(rw.ir.result(op, 0));
    let (src_ty, old_src_ty) = (rw.ir.value_type(src), rw.ir.value_type(old_src));
    let old_sizes = super::i64_array(rw, op, "static_sizes");
    let Some(new_ty) = canonical_subview_type(rw, (src_ty, old_src_ty), res_ty, &lists, &old_sizes)
    else {
        return false;
    };
    let (offsets, sizes, strides): (Vec<Value>, Vec<Value>, Vec<Value>) = (
        s.offsets(rw).collect(),
        s.sizes(rw).collect(),
        s.strides(rw).collect(),
    );
    let (so, ss, st) = (
        super::i64_array(rw, op, "static_offsets"),
        old_sizes,
        super::i64_array(rw, op, "static_strides"),
    );
    let loc = rw.ir.op(op).loc;
    let new = SubViewOp::build(rw, loc, new_ty, src, &offsets, &sizes, &strides, so, ss, st).op();
    rw.insert_op_before(op, new);
    let v = rw.ir.result(new, 0);
    let cast = CastOp::build(rw, loc, res_ty, v).op();
    rw.replace_op_with(op, cast);
    true
}

impl CanonicalizationPatterns for SubViewOp {
    /// Constant arguments made static, cast producers folded in, and the trivial subview
    /// removed.
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named::<SubViewOp>(
            "mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::memref::SubViewOp, SubViewReturnTypeCanonicalizer, SubViewCanonicalizer>",
            1,
            subview_constant_arguments,
        );
        set.add_named::<SubViewOp>(
            "(anonymous namespace)::SubViewOpMemRefCastFolder",
            1,
            subview_cast_folder,
        );
        set.add_named::<SubViewOp>(
            "(anonymous namespace)::TrivialSubViewOpFolder",
            1,
            trivial_subview,
        );
    }
}

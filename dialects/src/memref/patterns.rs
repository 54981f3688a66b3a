//! More memref folders and canonicalization patterns of MLIR 22: `memref.copy` (cast
//! producers folded in, `FoldCopyOfCast`, copies of empty memrefs and of a memref onto itself
//! erased), `memref.reinterpret_cast` (a source produced by a reinterpret_cast, a cast or a
//! zero-offset subview read directly, identity casts folded, constant or type-given offsets,
//! sizes and strides made static behind a cast) and `memref.view` (identity views folded,
//! constant sizes made static behind a cast, cast producers folded in).

use super::{ranked, CastOp, CopyOp, ReinterpretCastOp, SubViewOp, ViewOp};
use crate::index_list::{mixed_constant, mixed_list, split_mixed, Mixed};
use ods_runtime::ir::attributes::AttrKind;
use ods_runtime::ir::registry::FoldResult;
use ods_runtime::ir::types::{TypeKind, DYNAMIC};
use ods_runtime::ods::hooks::{CanonicalizationPatterns, Fold, FoldMulti};
use ods_runtime::transforms::pattern::PatternSet;
use ods_runtime::transforms::rewriter::Rewriter;
use ods_runtime::{Attribute, Context, Type, Value};

/// MLIR's `memref::CastOp::canFoldIntoConsumerOp`: a cast between ranked strided memrefs of
/// one element type and rank that makes no size, offset or stride more static; returns the
/// cast's source.
pub(super) fn foldable_cast_source(ctx: &Context, v: Value) -> Option<Value> {
    let cast = v.defining_op::<CastOp>(ctx)?;
    let src = cast.source(ctx);
    let (from, to) = (ctx.ir.value_type(src), ctx.ir.value_type(cast.dest(ctx)));
    let (f, t) = (ranked(ctx, from)?, ranked(ctx, to)?);
    if f.elem != t.elem || f.shape.len() != t.shape.len() {
        return None;
    }
    let (fs, fo) = super::strides_and_offset(ctx, &f)?;
    let (ts, to) = super::strides_and_offset(ctx, &t)?;
    let more_static = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    let sizes = f
        .shape
        .iter()
        .zip(t.shape)
        .any(|(&a, &b)| more_static(a, b));
    let strides = fs.iter().zip(&ts).any(|(&a, &b)| more_static(a, b));
    (!sizes && !more_static(fo, to) && !strides).then_some(src)
}

/// An arith.constant of index type (MLIR's `matchConstantIndex`).
fn is_constant_index(ctx: &Context, v: Value) -> bool {
    v.defining_op::<crate::arith::ConstantOp>(ctx).is_some()
        && ctx.ir.value_type(v) == ctx.common.index
}

// ------------------------------------------------------------------------------------------
// memref.copy
// ------------------------------------------------------------------------------------------

impl FoldMulti for CopyOp {
    /// Casts that only lose static information are folded into the source and the target.
    fn fold(
        self,
        ctx: &mut Context,
        _operands: &[Option<Attribute>],
        _results: &mut Vec<FoldResult>,
    ) -> bool {
        let mut folded = false;
        for i in 0..2 {
            let v = ctx.ir.operand(self.op(), i);
            if let Some(src) = foldable_cast_source(ctx, v) {
                ctx.ir.set_operand(self.op(), i, src);
                folded = true;
            }
        }
        folded
    }
}

/// MLIR's `FoldCopyOfCast`: a source or target produced by a `memref.cast` between ranked
/// memrefs of one shape and element type is read through the cast (in place).
fn fold_copy_of_cast(op: CopyOp, rw: &mut Rewriter<'_>) -> bool {
    let mut modified = false;
    for i in 0..2 {
        let v = rw.ir.operand(op.op(), i);
        let Some(cast) = v.defining_op::<CastOp>(rw) else {
            continue;
        };
        let src = cast.source(rw);
        let (from, to) = (rw.ir.value_type(src), rw.ir.value_type(v));
        let same = match (ranked(rw, from), ranked(rw, to)) {
            (Some(f), Some(t)) => f.shape == t.shape && f.elem == t.elem,
            _ => false,
        };
        if same {
            rw.set_operand(op.op(), i, src);
            modified = true;
        }
    }
    modified
}

/// MLIR's `FoldEmptyCopy`: a copy from or to a memref with a zero-sized dimension is erased.
fn fold_empty_copy(op: CopyOp, rw: &mut Rewriter<'_>) -> bool {
    let empty = |v: Value| ranked(rw, rw.ir.value_type(v)).is_some_and(|r| r.shape.contains(&0));
    if !empty(op.source(rw)) && !empty(op.target(rw)) {
        return false;
    }
    rw.erase_op(op.op());
    true
}

/// MLIR's `FoldSelfCopy`: a copy of a memref onto itself is erased.
fn fold_self_copy(op: CopyOp, rw: &mut Rewriter<'_>) -> bool {
    if op.source(rw) != op.target(rw) {
        return false;
    }
    rw.erase_op(op.op());
    true
}

impl CanonicalizationPatterns for CopyOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::FoldCopyOfCast",
            1,
            fold_copy_of_cast,
        );
        set.add_named("(anonymous namespace)::FoldEmptyCopy", 1, fold_empty_copy);
        set.add_named("(anonymous namespace)::FoldSelfCopy", 1, fold_self_copy);
    }
}

// ------------------------------------------------------------------------------------------
// memref.reinterpret_cast
// ------------------------------------------------------------------------------------------

/// The mixed offset, sizes and strides of a reinterpret_cast.
fn reinterpret_lists(ctx: &Context, op: ReinterpretCastOp) -> [Vec<Mixed>; 3] {
    let o = op.op();
    [
        mixed_list(&super::i64_array(ctx, o, "static_offsets"), op.offsets(ctx)),
        mixed_list(&super::i64_array(ctx, o, "static_sizes"), op.sizes(ctx)),
        mixed_list(&super::i64_array(ctx, o, "static_strides"), op.strides(ctx)),
    ]
}

impl Fold for ReinterpretCastOp {
    /// A source produced by a reinterpret_cast, a `memref.cast` or a subview with zero offsets
    /// is read directly (in place); a cast of a static type onto itself at offset 0 is its
    /// source.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let src = self.source(ctx);
        let prev = if let Some(p) = src.defining_op::<ReinterpretCastOp>(ctx) {
            Some(p.source(ctx))
        } else if let Some(p) = src.defining_op::<CastOp>(ctx) {
            Some(p.source(ctx))
        } else if let Some(p) = src.defining_op::<SubViewOp>(ctx) {
            let offsets = mixed_list(
                &super::i64_array(ctx, p.op(), "static_offsets"),
                p.offsets(ctx),
            );
            let zeros = offsets.iter().all(|&m| mixed_constant(ctx, m) == Some(0));
            zeros.then(|| p.source(ctx))
        } else {
            None
        };
        if let Some(x) = prev {
            self.set_source(ctx, x);
            return Some(FoldResult::Value(self.result(ctx)));
        }
        let ty = ctx.ir.value_type(self.result(ctx));
        let static_shape = ranked(ctx, ty).is_some_and(|r| !r.shape.contains(&DYNAMIC));
        let offset = super::i64_array(ctx, self.op(), "static_offsets");
        (static_shape && ctx.ir.value_type(src) == ty && offset.first() == Some(&0))
            .then_some(FoldResult::Value(src))
    }
}

/// MLIR's `constifyIndexValues`: entries static in `statics` (from the result type) or given
/// by integer constants become static.
fn constify(ctx: &mut Context, list: &mut [Mixed], statics: &[i64]) {
    for (i, m) in list.iter_mut().enumerate() {
        if let Some(&s) = statics.get(i) {
            if s != DYNAMIC {
                *m = Mixed::Static(s);
                continue;
            }
        }
        if let Mixed::Dynamic(_) = m {
            if let Some(c) = mixed_constant(ctx, *m) {
                *m = Mixed::Static(c);
            }
        }
    }
}

/// MLIR's `ReinterpretCastOpConstantArgumentFolder`: offsets, sizes and strides static in
/// the result type or given by constants become static, in a reinterpret_cast of the type
/// they give (strided layout), cast back to the old type.
fn reinterpret_constant_arguments(op: ReinterpretCastOp, rw: &mut Rewriter<'_>) -> bool {
    let mut lists = reinterpret_lists(rw, op);
    let count = |l: &[Vec<Mixed>; 3]| {
        l.iter()
            .flatten()
            .filter(|m| matches!(m, Mixed::Static(_)))
            .count()
    };
    let before = count(&lists);
    let ty = rw.ir.value_type(op.result(rw));
    let Some(r) = ranked(rw, ty) else {
        return false;
    };
    let shape = r.shape.to_vec();
    let (elem, space) = (r.elem, r.space);
    let Some((strides, offset)) = super::strides_and_offset(rw, &r) else {
        return false;
    };
    let [o, z, t] = &mut lists;
    constify(rw, o, &[offset]);
    constify(rw, z, &shape);
    constify(rw, t, &strides);
    if count(&lists) == before {
        return false;
    }
    let [(so, vo), (ss, vs), (st, vt)] = lists.each_ref().map(|l| split_mixed(l));
    let layout = rw.intern_attr(AttrKind::Strided {
        strides: st.clone().into_boxed_slice(),
        offset: so.first().copied().unwrap_or(0),
    });
    let new_ty = rw.intern_type(TypeKind::MemRef {
        shape: ss.clone().into_boxed_slice(),
        elem,
        layout: Some(layout),
        memory_space: space,
    });
    let at = rw.ir.op(op.op()).loc;
    let src = op.source(rw);
    let new = ReinterpretCastOp::build(rw, at, new_ty, src, &vo, &vs, &vt, so, ss, st).op();
    rw.insert_op_before(op.op(), new);
    let v = rw.ir.result(new, 0);
    let cast = CastOp::build(rw, at, ty, v).op();
    rw.replace_op_with(op.op(), cast);
    true
}

impl CanonicalizationPatterns for ReinterpretCastOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::ReinterpretCastOpConstantArgumentFolder",
            1,
            reinterpret_constant_arguments,
        );
    }
}

// ------------------------------------------------------------------------------------------
// memref.view
// ------------------------------------------------------------------------------------------

/// Whether a memref type has an identity layout (absent or an identity map).
fn identity_layout(ctx: &Context, ty: Type) -> bool {
    ranked(ctx, ty).is_some_and(|r| super::is_identity_layout(ctx, r.layout))
}

impl Fold for ViewOp {
    /// A view of a static, identity-layout type onto itself is its source.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let src = self.source(ctx);
        let (st, rt) = (ctx.ir.value_type(src), ctx.ir.value_type(self.result(ctx)));
        let static_shape = ranked(ctx, rt).is_some_and(|r| !r.shape.contains(&DYNAMIC));
        (st == rt && static_shape && identity_layout(ctx, rt)).then_some(FoldResult::Value(src))
    }
}

/// MLIR's `ViewOpShapeFolder`: sizes given by index constants become static, in a view cast
/// back to the old type.
fn view_shape_folder(op: ViewOp, rw: &mut Rewriter<'_>) -> bool {
    if !rw.ir.operands(op.op()).any(|v| is_constant_index(rw, v)) {
        return false;
    }
    let ty = rw.ir.value_type(op.result(rw));
    let Some(r) = ranked(rw, ty) else {
        return false;
    };
    let (shape, elem, layout, space) = (r.shape.to_vec(), r.elem, r.layout, r.space);
    if super::strides_and_offset(rw, &r).is_none() {
        return false;
    }
    let sizes: Vec<Value> = op.sizes(rw).collect();
    let mut it = sizes.into_iter();
    let (mut new_shape, mut left) = (Vec::with_capacity(shape.len()), Vec::new());
    for d in shape {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let Some(v) = it.next() else {
            return false;
        };
        match is_constant_index(rw, v).then(|| crate::index_list::constant_int_value(rw, v)) {
            Some(Some(c)) => new_shape.push(c),
            _ => {
                new_shape.push(DYNAMIC);
                left.push(v);
            }
        }
    }
    let new_ty = rw.intern_type(TypeKind::MemRef {
        shape: new_shape.into_boxed_slice(),
        elem,
        layout,
        memory_space: space,
    });
    if new_ty == ty {
        return false;
    }
    let at = rw.ir.op(op.op()).loc;
    let (src, shift) = (op.source(rw), op.byte_shift(rw));
    let new = ViewOp::build(rw, at, new_ty, src, shift, &left).op();
    rw.insert_op_before(op.op(), new);
    let v = rw.ir.result(new, 0);
    let cast = CastOp::build(rw, at, ty, v).op();
    rw.replace_op_with(op.op(), cast);
    true
}

/// MLIR's `ViewOpMemrefCastFolder`: a view of a `memref.cast` of a ranked memref views the
/// cast's source.
fn view_memref_cast_folder(op: ViewOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(cast) = op.source(rw).defining_op::<CastOp>(rw) else {
        return false;
    };
    let src = cast.source(rw);
    if !matches!(rw.type_kind(rw.ir.value_type(src)), TypeKind::MemRef { .. }) {
        return false;
    }
    let ty = rw.ir.value_type(op.result(rw));
    let shift = op.byte_shift(rw);
    let sizes: Vec<Value> = op.sizes(rw).collect();
    let at = rw.ir.op(op.op()).loc;
    let new = ViewOp::build(rw, at, ty, src, shift, &sizes).op();
    rw.replace_op_with(op.op(), new);
    true
}

impl CanonicalizationPatterns for ViewOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::ViewOpShapeFolder",
            1,
            view_shape_folder,
        );
        set.add_named(
            "(anonymous namespace)::ViewOpMemrefCastFolder",
            1,
            view_memref_cast_folder,
        );
    }
}

// ------------------------------------------------------------------------------------------
// memref.transpose
// ------------------------------------------------------------------------------------------

/// The dimension each result of a transpose's permutation map names (`None` when the map is
/// not a plain permutation).
fn permutation_of(ctx: &Context, op: super::TransposeOp) -> Option<Vec<u32>> {
    use ods_runtime::ir::affine::AffineExpr;
    let a = op.permutation_attr(ctx)?;
    let AttrKind::AffineMap(m) = ctx.attr_kind(a) else {
        return None;
    };
    if m.num_symbols != 0 {
        return None;
    }
    m.results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => Some(*d),
            _ => None,
        })
        .collect()
}

impl Fold for super::TransposeOp {
    /// An identity permutation to the input's own type is the input; a transpose of a
    /// transpose transposes the first input by the composed permutation (in place).
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let perm = permutation_of(ctx, self)?;
        let input = self.in_(ctx);
        let identity = perm.iter().enumerate().all(|(i, &d)| d as usize == i);
        if identity && ctx.ir.value_type(input) == ctx.ir.value_type(self.result(ctx)) {
            return Some(FoldResult::Value(input));
        }
        let other = input.defining_op::<super::TransposeOp>(ctx)?;
        let inner = permutation_of(ctx, other)?;
        let composed: Option<Vec<u32>> = perm
            .iter()
            .map(|&p| inner.get(p as usize).copied())
            .collect();
        let composed = composed?;
        let map = ods_runtime::ir::affine::AffineMap {
            num_dims: composed.len() as u32,
            num_symbols: 0,
            results: composed
                .into_iter()
                .map(ods_runtime::ir::affine::AffineExpr::Dim)
                .collect(),
        };
        let attr = ctx.intern_attr(AttrKind::AffineMap(map));
        let x = other.in_(ctx);
        self.set_in(ctx, x);
        self.set_permutation_attr(ctx, attr);
        Some(FoldResult::Value(self.result(ctx)))
    }
}

//! Type and attribute predicates and conversions used by the `.ods` prelude's constraints.
//!
//! Each prelude constraint's predicate, getter and builder is a call to one of these small,
//! non-generic functions, so generated verifiers stay short. Predicates never panic: an entity
//! of the wrong kind simply does not satisfy them; getters return a neutral value (`0`, `""`,
//! empty) for an attribute of the wrong kind (the verifier has rejected it before a getter runs).

use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::context::Context;
use crate::ir::types::{Signedness, Type, TypeKind};
use crate::numerics::apfloat::FloatSemantics;
use crate::numerics::apint::APInt;

// ------------------------------------------------------------------ types

fn int_kind(ctx: &Context, ty: Type) -> Option<(u32, Signedness)> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => Some((*width, *signedness)),
        _ => None,
    }
}

/// `iN` of width `width` (signless).
pub fn is_signless_int(ctx: &Context, ty: Type, width: u32) -> bool {
    int_kind(ctx, ty) == Some((width, Signedness::Signless))
}
/// `siN` of width `width`.
pub fn is_signed_int(ctx: &Context, ty: Type, width: u32) -> bool {
    int_kind(ctx, ty) == Some((width, Signedness::Signed))
}
/// `uiN` of width `width`.
pub fn is_unsigned_int(ctx: &Context, ty: Type, width: u32) -> bool {
    int_kind(ctx, ty) == Some((width, Signedness::Unsigned))
}
/// Any integer type of width `width`, whatever its signedness.
pub fn is_int_of_width(ctx: &Context, ty: Type, width: u32) -> bool {
    int_kind(ctx, ty).is_some_and(|(w, _)| w == width)
}
/// Any integer type.
pub fn is_integer(ctx: &Context, ty: Type) -> bool {
    int_kind(ctx, ty).is_some()
}
/// Any signless integer type.
pub fn is_any_signless_int(ctx: &Context, ty: Type) -> bool {
    int_kind(ctx, ty).is_some_and(|(_, s)| s == Signedness::Signless)
}
/// Any signed integer type.
pub fn is_any_signed_int(ctx: &Context, ty: Type) -> bool {
    int_kind(ctx, ty).is_some_and(|(_, s)| s == Signedness::Signed)
}
/// Any unsigned integer type.
pub fn is_any_unsigned_int(ctx: &Context, ty: Type) -> bool {
    int_kind(ctx, ty).is_some_and(|(_, s)| s == Signedness::Unsigned)
}
/// `index`.
pub fn is_index(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Index)
}
/// Any signless integer type or `index`.
pub fn is_signless_int_or_index(ctx: &Context, ty: Type) -> bool {
    is_any_signless_int(ctx, ty) || is_index(ctx, ty)
}
/// Any float type.
pub fn is_float(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Float(_))
}
/// `f16`, `f32`, `f64`, `f80` or `f128` by width (IEEE formats only).
pub fn is_float_of_width(ctx: &Context, ty: Type, width: u32) -> bool {
    let want = match width {
        16 => FloatSemantics::F16,
        32 => FloatSemantics::F32,
        64 => FloatSemantics::F64,
        80 => FloatSemantics::F80,
        128 => FloatSemantics::F128,
        _ => return false,
    };
    matches!(ctx.type_kind(ty), TypeKind::Float(s) if *s == want)
}
/// `bf16`.
pub fn is_bf16(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Float(FloatSemantics::BF16))
}
/// `complex<...>`.
pub fn is_complex(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Complex(_))
}
/// Ranked or unranked tensor.
pub fn is_tensor(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}
/// Ranked tensor.
pub fn is_ranked_tensor(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::RankedTensor { .. })
}
/// Vector (any rank).
pub fn is_vector(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Vector { .. })
}
/// Ranked memref (MLIR's `MemRefType`; `memref<*x...>` is not one).
pub fn is_memref(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::MemRef { .. })
}
/// Tensor, vector or memref (ranked or unranked).
pub fn is_shaped(ctx: &Context, ty: Type) -> bool {
    is_tensor(ctx, ty)
        || is_vector(ctx, ty)
        || is_memref(ctx, ty)
        || matches!(ctx.type_kind(ty), TypeKind::UnrankedMemRef { .. })
}
/// Tensor or vector (a container with value semantics).
pub fn has_value_semantics(ctx: &Context, ty: Type) -> bool {
    is_tensor(ctx, ty) || is_vector(ctx, ty)
}
/// `tuple<...>`.
pub fn is_tuple(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Tuple(_))
}
/// A function type.
pub fn is_function(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Function { .. })
}
/// `none`.
pub fn is_none_type(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::None)
}
/// The element type of a shaped or complex type; the type itself for other types.
pub fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Complex(e) => *e,
        _ => ctx.element_type(ty).unwrap_or(ty),
    }
}
/// The element types of a tuple (empty for other types).
pub fn tuple_types(ctx: &Context, ty: Type) -> &[Type] {
    match ctx.type_kind(ty) {
        TypeKind::Tuple(t) => t,
        _ => &[],
    }
}
/// `iN` (signless).
pub fn int_type(ctx: &mut Context, width: u32) -> Type {
    ctx.integer_type(width, Signedness::Signless)
}
/// `siN`.
pub fn signed_int_type(ctx: &mut Context, width: u32) -> Type {
    ctx.integer_type(width, Signedness::Signed)
}
/// `uiN`.
pub fn unsigned_int_type(ctx: &mut Context, width: u32) -> Type {
    ctx.integer_type(width, Signedness::Unsigned)
}
/// `index`.
pub fn index_type(ctx: &mut Context) -> Type {
    ctx.intern_type(TypeKind::Index)
}
/// `none`.
pub fn none_type(ctx: &mut Context) -> Type {
    ctx.intern_type(TypeKind::None)
}
/// `f16`, `f32`, `f64` by width; `bf16` for width 0 is not accepted (use [`bf16_type`]).
pub fn float_type(ctx: &mut Context, width: u32) -> Type {
    let sem = match width {
        16 => FloatSemantics::F16,
        32 => FloatSemantics::F32,
        80 => FloatSemantics::F80,
        128 => FloatSemantics::F128,
        _ => FloatSemantics::F64,
    };
    ctx.float_type(sem)
}
/// `bf16`.
pub fn bf16_type(ctx: &mut Context) -> Type {
    ctx.float_type(FloatSemantics::BF16)
}

// ------------------------------------------------------------------ attributes

/// The type of an attribute that has one (bool, integer, float, typed string, elements).
pub fn attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        // `true`/`false` are `i1` integer attributes in MLIR
        AttrKind::Bool(_) => Some(ctx.common.i1),
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::String { ty, .. } => *ty,
        AttrKind::DenseIntOrFp { ty, .. }
        | AttrKind::DenseString { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. }
        | AttrKind::TypedOpaque { ty, .. } => Some(*ty),
        _ => None,
    }
}
/// An integer attribute of signless type `iN` with `N == width` (`true`/`false` are `i1`
/// integer attributes, as in MLIR).
pub fn is_int_attr(ctx: &Context, a: Attribute, width: u32) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } => is_signless_int(ctx, *ty, width),
        AttrKind::Bool(_) => width == 1,
        _ => false,
    }
}
/// An integer attribute of signed type `siN`.
pub fn is_signed_int_attr(ctx: &Context, a: Attribute, width: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if is_signed_int(ctx, *ty, width))
}
/// An integer attribute of unsigned type `uiN`.
pub fn is_unsigned_int_attr(ctx: &Context, a: Attribute, width: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if is_unsigned_int(ctx, *ty, width))
}
/// An integer attribute of any integer type of width `width` (`true`/`false` have width 1).
pub fn is_int_attr_of_width(ctx: &Context, a: Attribute, width: u32) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } => is_int_of_width(ctx, *ty, width),
        AttrKind::Bool(_) => width == 1,
        _ => false,
    }
}
/// Any integer (or index) attribute, `true`/`false` included.
pub fn is_any_int_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::Integer { .. } | AttrKind::Bool(_)
    )
}
/// An integer attribute of type `index`.
pub fn is_index_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if is_index(ctx, *ty))
}
/// A float attribute of an IEEE type of width `width`.
pub fn is_float_attr(ctx: &Context, a: Attribute, width: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Float { ty, .. } if is_float_of_width(ctx, *ty, width))
}
/// Any float attribute.
pub fn is_any_float_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Float { .. })
}
/// `true` / `false`.
pub fn is_bool_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Bool(_))
}
/// A string attribute.
pub fn is_str_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::String { .. })
}
/// `unit`.
pub fn is_unit_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Unit)
}
/// A type attribute.
pub fn is_type_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Type(_))
}
/// An array attribute.
pub fn is_array_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Array(_))
}
/// An array attribute whose elements all satisfy `elem`.
pub fn is_array_attr_of(
    ctx: &Context,
    a: Attribute,
    elem: fn(&Context, Attribute) -> bool,
) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items.iter().all(|x| elem(ctx, *x)),
        _ => false,
    }
}
/// A dictionary attribute.
pub fn is_dict_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Dictionary(_))
}
/// A symbol reference (flat or nested).
pub fn is_symbol_ref_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::SymbolRef { .. })
}
/// A flat symbol reference `@name`.
pub fn is_flat_symbol_ref_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
}
/// An attribute with a type (MLIR's `TypedAttrInterface`): integers, floats, strings (an
/// untyped string has type `none`), elements attributes and opaque attributes.
pub fn is_typed_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::Bool(_) | AttrKind::String { .. } | AttrKind::Opaque { .. }
    ) || attr_type(ctx, a).is_some()
}
/// A constant vector/tensor attribute (dense, dense string, dense resource or sparse).
pub fn is_elements_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::DenseIntOrFp { .. }
            | AttrKind::DenseString { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. }
    )
}
/// A `dense<...>` attribute.
pub fn is_dense_elements_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::DenseIntOrFp { .. } | AttrKind::DenseString { .. }
    )
}
/// `array<iN: ...>` with `N == width` (1 for `DenseBoolArrayAttr`).
pub fn is_dense_int_array(ctx: &Context, a: Attribute, width: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseArray { elem, .. } if is_signless_int(ctx, *elem, width))
}
/// `array<fN: ...>`.
pub fn is_dense_float_array(ctx: &Context, a: Attribute, width: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseArray { elem, .. } if is_float_of_width(ctx, *elem, width))
}
/// Any `array<...>` attribute.
pub fn is_dense_array(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseArray { .. })
}

/// The value of an integer attribute, sign-extended (0 for other attributes).
pub fn int_attr_value(ctx: &Context, a: Attribute) -> i64 {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64().unwrap_or(value.low_u64() as i64),
        AttrKind::Bool(b) => i64::from(*b),
        _ => 0,
    }
}
/// The value of an integer attribute, zero-extended (0 for other attributes).
pub fn uint_attr_value(ctx: &Context, a: Attribute) -> u64 {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.low_u64(),
        AttrKind::Bool(b) => u64::from(*b),
        _ => 0,
    }
}
/// True when the integer attribute's value, read as unsigned, is a power of two (MLIR's
/// `APInt::isPowerOf2`: exactly one bit set, so `-2^63 : i64` qualifies).
pub fn int_attr_is_power_of_2(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.count_ones() == 1,
        AttrKind::Bool(b) => *b,
        _ => false,
    }
}
/// `v : iN` (signless). For `i1` this is the bool attribute `true`/`false` (MLIR's `BoolAttr`
/// is the `i1` integer attribute; the parser reads `1 : i1` as `true` too).
pub fn int_attr(ctx: &mut Context, width: u32, v: i64) -> Attribute {
    if width == 1 {
        return bool_attr(ctx, v & 1 != 0);
    }
    let ty = int_type(ctx, width);
    ctx.intern_attr(AttrKind::Integer {
        ty,
        value: APInt::from_i64(width, v),
    })
}
/// `v : siN`.
pub fn signed_int_attr(ctx: &mut Context, width: u32, v: i64) -> Attribute {
    let ty = signed_int_type(ctx, width);
    ctx.intern_attr(AttrKind::Integer {
        ty,
        value: APInt::from_i64(width, v),
    })
}
/// `v : uiN`.
pub fn unsigned_int_attr(ctx: &mut Context, width: u32, v: u64) -> Attribute {
    let ty = unsigned_int_type(ctx, width);
    ctx.intern_attr(AttrKind::Integer {
        ty,
        value: APInt::from_u64(width, v),
    })
}
/// `v : index`.
pub fn index_attr(ctx: &mut Context, v: i64) -> Attribute {
    let ty = index_type(ctx);
    ctx.intern_attr(AttrKind::Integer {
        ty,
        value: APInt::from_i64(64, v),
    })
}
/// The value of a float attribute as `f64` (0.0 for other attributes).
pub fn float_attr_value(ctx: &Context, a: Attribute) -> f64 {
    match ctx.attr_kind(a) {
        AttrKind::Float { value, .. } => value.to_f64(),
        _ => 0.0,
    }
}
/// `v : f32` (width 32) or `v : f64` (any other width), `v` rounded to the format
/// ([`Context::float_attr`]).
pub fn float_attr(ctx: &mut Context, width: u32, v: f64) -> Attribute {
    let ty = float_type(ctx, if width == 32 { 32 } else { 64 });
    ctx.float_attr(ty, v)
}
/// The value of a bool attribute (`false` for other attributes).
pub fn bool_attr_value(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Bool(true))
}
/// `true` / `false`.
pub fn bool_attr(ctx: &mut Context, v: bool) -> Attribute {
    ctx.intern_attr(AttrKind::Bool(v))
}
/// `unit`.
pub fn unit_attr(ctx: &mut Context) -> Attribute {
    ctx.intern_attr(AttrKind::Unit)
}
/// The text of a string attribute (`""` for other attributes or invalid UTF-8).
pub fn str_attr_value(ctx: &Context, a: Attribute) -> &str {
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => std::str::from_utf8(value).unwrap_or(""),
        _ => "",
    }
}
/// A string attribute without a type.
pub fn str_attr(ctx: &mut Context, s: &str) -> Attribute {
    ctx.string_attr(s)
}
/// The type of a type attribute (`none` is not created: returns `None` for other attributes).
pub fn type_attr_value(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}
/// The type of a type attribute; for another attribute (rejected by the verifier before a
/// getter runs) the attribute's own type if it has one, else the first interned type.
pub fn type_attr_type(ctx: &Context, a: Attribute) -> Type {
    type_attr_value(ctx, a)
        .or_else(|| attr_type(ctx, a))
        .unwrap_or(Type::from_index(0))
}
/// The name of a flat symbol reference (`""` for other attributes).
pub fn symbol_ref_root(ctx: &Context, a: Attribute) -> &str {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, .. } => ctx.str(*root),
        _ => "",
    }
}
/// `@name`.
pub fn flat_symbol_ref(ctx: &mut Context, name: &str) -> Attribute {
    let root = ctx.symbol(name);
    ctx.intern_attr(AttrKind::SymbolRef {
        root,
        nested: Box::new([]),
    })
}
/// The elements of an array attribute (empty for other attributes).
pub fn array_elements(ctx: &Context, a: Attribute) -> &[Attribute] {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items,
        _ => &[],
    }
}
/// The number of elements of an array or dense array attribute.
pub fn array_len(ctx: &Context, a: Attribute) -> usize {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items.len(),
        AttrKind::DenseArray { len, .. } => *len as usize,
        _ => 0,
    }
}
/// `[a, b, ...]`.
pub fn array_attr(ctx: &mut Context, items: Vec<Attribute>) -> Attribute {
    ctx.intern_attr(AttrKind::Array(items.into_boxed_slice()))
}
/// The integer value of element `n` of an array attribute of integer attributes.
pub fn int_array_nth(ctx: &Context, a: Attribute, n: usize) -> Option<i64> {
    let e = *array_elements(ctx, a).get(n)?;
    is_any_int_attr(ctx, e).then(|| int_attr_value(ctx, e))
}
/// The values of an array attribute of integer attributes.
pub fn int_array_values(ctx: &Context, a: Attribute) -> Vec<i64> {
    array_elements(ctx, a)
        .iter()
        .map(|e| int_attr_value(ctx, *e))
        .collect()
}
/// `[v : iN, ...]`.
pub fn int_array_attr(ctx: &mut Context, width: u32, values: &[i64]) -> Attribute {
    let items = values.iter().map(|v| int_attr(ctx, width, *v)).collect();
    array_attr(ctx, items)
}
/// `["a", ...]`.
pub fn str_array_attr(ctx: &mut Context, values: &[&str]) -> Attribute {
    let items = values.iter().map(|v| ctx.string_attr(v)).collect();
    array_attr(ctx, items)
}
/// The values of a dense integer array as `i64` (sign-extended; bools as 0/1).
pub fn dense_int_values(ctx: &Context, a: Attribute) -> Vec<i64> {
    let AttrKind::DenseArray { elem, len, raw } = ctx.attr_kind(a) else {
        return Vec::new();
    };
    let Some((width, _)) = int_kind(ctx, *elem) else {
        return Vec::new();
    };
    let bytes = width.div_ceil(8).max(1) as usize;
    (0..*len as usize)
        .map(|i| {
            let mut buf = [0u8; 8];
            let chunk = raw.get(i * bytes..(i + 1) * bytes).unwrap_or(&[]);
            buf[..chunk.len().min(8)].copy_from_slice(&chunk[..chunk.len().min(8)]);
            let v = u64::from_le_bytes(buf);
            if width == 1 || width >= 64 {
                v as i64
            } else {
                let shift = 64 - width;
                ((v << shift) as i64) >> shift
            }
        })
        .collect()
}
/// `array<iN: values...>` (width 1 stores bools as 0/1).
pub fn dense_int_array(ctx: &mut Context, width: u32, values: &[i64]) -> Attribute {
    let elem = int_type(ctx, width);
    let bytes = width.div_ceil(8).max(1) as usize;
    let mut raw = Vec::with_capacity(values.len() * bytes);
    for v in values {
        raw.extend_from_slice(&v.to_le_bytes()[..bytes.min(8)]);
    }
    ctx.intern_attr(AttrKind::DenseArray {
        elem,
        len: values.len() as u32,
        raw: raw.into_boxed_slice(),
    })
}
/// `array<i32: ...>` from `i32` values.
pub fn dense_i32_array(ctx: &mut Context, values: &[i32]) -> Attribute {
    let v: Vec<i64> = values.iter().map(|x| i64::from(*x)).collect();
    dense_int_array(ctx, 32, &v)
}
/// `array<i64: ...>`.
pub fn dense_i64_array(ctx: &mut Context, values: &[i64]) -> Attribute {
    dense_int_array(ctx, 64, values)
}
/// `array<i1: ...>` from bools.
pub fn dense_bool_array(ctx: &mut Context, values: &[bool]) -> Attribute {
    let v: Vec<i64> = values.iter().map(|x| i64::from(*x)).collect();
    dense_int_array(ctx, 1, &v)
}
/// The values of a `array<i32: ...>` as `i32`.
pub fn dense_i32_values(ctx: &Context, a: Attribute) -> Vec<i32> {
    dense_int_values(ctx, a)
        .into_iter()
        .map(|v| v as i32)
        .collect()
}
/// The values of a `array<i1: ...>` as bools.
pub fn dense_bool_values(ctx: &Context, a: Attribute) -> Vec<bool> {
    dense_int_values(ctx, a)
        .into_iter()
        .map(|v| v != 0)
        .collect()
}
/// True when the values are sorted (non-decreasing; strictly increasing when `strict`).
pub fn dense_is_sorted(ctx: &Context, a: Attribute, strict: bool) -> bool {
    let v = dense_int_values(ctx, a);
    v.windows(2)
        .all(|w| if strict { w[0] < w[1] } else { w[0] <= w[1] })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_attrs_round_trip() {
        let mut ctx = Context::new();
        let a = int_attr(&mut ctx, 32, -5);
        assert!(is_int_attr(&ctx, a, 32));
        assert!(!is_int_attr(&ctx, a, 64));
        assert_eq!(int_attr_value(&ctx, a), -5);
        let d = dense_i32_array(&mut ctx, &[1, -2, 3]);
        assert!(is_dense_int_array(&ctx, d, 32));
        assert_eq!(dense_i32_values(&ctx, d), vec![1, -2, 3]);
        assert!(!dense_is_sorted(&ctx, d, false));
        assert_eq!(array_len(&ctx, d), 3);
        let s = str_attr(&mut ctx, "hi");
        assert_eq!(str_attr_value(&ctx, s), "hi");
        let p = int_attr(&mut ctx, 64, 8);
        assert!(int_attr_is_power_of_2(&ctx, p));
        let b = dense_bool_array(&mut ctx, &[true, false]);
        assert_eq!(dense_bool_values(&ctx, b), vec![true, false]);
    }

    #[test]
    fn bool_attrs_are_i1_integers() {
        // MLIR's BoolAttr is an IntegerAttr of type i1: I1Attr, AnyI1 and "any integer" accept it
        let mut ctx = Context::new();
        let t = bool_attr(&mut ctx, true);
        assert!(is_int_attr(&ctx, t, 1));
        assert!(!is_int_attr(&ctx, t, 8));
        assert!(is_int_attr_of_width(&ctx, t, 1));
        assert!(!is_int_attr_of_width(&ctx, t, 32));
        assert!(is_any_int_attr(&ctx, t));
        assert!(!is_signed_int_attr(&ctx, t, 1));
        assert_eq!(int_attr_value(&ctx, t), 1);
        assert_eq!(uint_attr_value(&ctx, t), 1);
        assert!(int_attr_is_power_of_2(&ctx, t));
        let f = bool_attr(&mut ctx, false);
        assert!(!int_attr_is_power_of_2(&ctx, f));
        assert!(is_typed_attr(&ctx, t));
        // and an i1 integer built by the I1Attr builder is a bool attribute
        let one = int_attr(&mut ctx, 1, 1);
        assert!(is_bool_attr(&ctx, one));
        assert!(bool_attr_value(&ctx, one));
    }

    #[test]
    fn power_of_two_is_unsigned() {
        // APInt::isPowerOf2: exactly one bit set, whatever the sign
        let mut ctx = Context::new();
        let min = int_attr(&mut ctx, 64, i64::MIN);
        assert!(int_attr_is_power_of_2(&ctx, min));
        let m4 = int_attr(&mut ctx, 64, -4);
        assert!(!int_attr_is_power_of_2(&ctx, m4));
        let zero = int_attr(&mut ctx, 64, 0);
        assert!(!int_attr_is_power_of_2(&ctx, zero));
        let big = int_attr(&mut ctx, 64, 1 << 62);
        assert!(int_attr_is_power_of_2(&ctx, big));
    }

    #[test]
    fn typed_attrs() {
        // strings are TypedAttr (an untyped string has type none); arrays, unit, types are not
        let mut ctx = Context::new();
        let s = str_attr(&mut ctx, "x");
        assert!(is_typed_attr(&ctx, s));
        let a = array_attr(&mut ctx, vec![]);
        assert!(!is_typed_attr(&ctx, a));
        let u = unit_attr(&mut ctx);
        assert!(!is_typed_attr(&ctx, u));
        let d = dense_i32_array(&mut ctx, &[1]);
        assert!(!is_typed_attr(&ctx, d));
        let i32t = int_type(&mut ctx, 32);
        let ta = ctx.type_attr(i32t);
        assert!(!is_typed_attr(&ctx, ta));
    }

    #[test]
    fn memref_is_ranked_only() {
        // MLIR's MemRefOf/AnyMemRef test isa<MemRefType>: unranked memrefs are shaped, not memrefs
        let mut ctx = Context::new();
        let text = b"\"t.x\"() : () -> (memref<2xf32>, memref<*xf32>)";
        ctx.allow_unregistered = true;
        let top = crate::text::parser::ops::parse_source(&mut ctx, text, 0, "t.mlir", 1, true)
            .unwrap_or_else(|d| panic!("{d:?}"));
        let region = ctx.ir.op(top).regions[0];
        let block = ctx.ir.region_blocks(region).next().expect("block");
        let op = ctx.ir.block_ops(block).next().expect("op");
        let ranked = ctx.ir.value_type(ctx.ir.result(op, 0));
        let unranked = ctx.ir.value_type(ctx.ir.result(op, 1));
        assert!(is_memref(&ctx, ranked));
        assert!(!is_memref(&ctx, unranked));
        assert!(is_shaped(&ctx, ranked));
        assert!(is_shaped(&ctx, unranked));
        assert!(!has_value_semantics(&ctx, unranked));
    }

    #[test]
    fn type_preds() {
        let mut ctx = Context::new();
        let i32t = int_type(&mut ctx, 32);
        let f32t = float_type(&mut ctx, 32);
        assert!(is_signless_int(&ctx, i32t, 32));
        assert!(!is_signless_int(&ctx, f32t, 32));
        assert!(is_float_of_width(&ctx, f32t, 32));
        assert_eq!(element_type(&ctx, i32t), i32t);
    }
}

// ------------------------------------------------------------------ conveniences for user code

/// The bit width of an integer type (0 for other types).
pub fn int_width(ctx: &Context, ty: Type) -> u32 {
    int_kind(ctx, ty).map(|(w, _)| w).unwrap_or(0)
}

/// The number of elements of a statically shaped vector, tensor or memref type (`None` for
/// other types and dynamic shapes; saturates on overflow).
pub fn num_elements(ctx: &Context, ty: Type) -> Option<i64> {
    let shape = ctx.shape(ty)?;
    shape.iter().try_fold(1i64, |acc, &d| {
        if d < 0 {
            None
        } else {
            Some(acc.saturating_mul(d))
        }
    })
}

/// `v : ty` for an integer or index type `ty` (the value truncated to the type's width).
pub fn typed_int_attr(ctx: &mut Context, ty: Type, v: i64) -> Attribute {
    let width = match ctx.type_kind(ty) {
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless,
        } => return bool_attr(ctx, v & 1 != 0),
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    ctx.intern_attr(AttrKind::Integer {
        ty,
        value: APInt::from_i64(width, v),
    })
}

/// True when `op` carries the discardable attribute `name`.
pub fn has_discardable(ctx: &Context, op: crate::ir::Op, name: &str) -> bool {
    ctx.lookup_symbol(name).is_some_and(|sym| {
        ctx.dict_entries(ctx.ir.op(op).attrs)
            .iter()
            .any(|(n, _)| *n == sym)
    })
}

#[cfg(test)]
mod convenience_tests {
    use super::*;

    #[test]
    fn widths_element_counts_and_typed_ints() {
        let mut ctx = Context::new();
        let i8t = int_type(&mut ctx, 8);
        assert_eq!(int_width(&ctx, i8t), 8);
        let idx = index_type(&mut ctx);
        assert_eq!(int_width(&ctx, idx), 0);
        let v = ctx.intern_type(TypeKind::Vector {
            shape: vec![2, 3].into(),
            scalable: vec![false, false].into(),
            elem: i8t,
        });
        assert_eq!(num_elements(&ctx, v), Some(6));
        assert_eq!(num_elements(&ctx, i8t), None);
        let a = typed_int_attr(&mut ctx, i8t, 300);
        assert_eq!(int_attr_value(&ctx, a), 44);
    }
}

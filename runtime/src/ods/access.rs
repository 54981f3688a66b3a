//! Op handle support for generated code: operand/result group ranges (segment arithmetic),
//! inherent-attribute storage (property slots or the attribute dictionary), region and
//! successor access, operation-state helpers for builders, and the trait generated handles
//! implement ([`OpHandle`]; the traits authors implement are in [`hooks`](super::hooks)).
//!
//! Every function here is non-generic and shared by all generated ops: a generated getter is a
//! one-line call with static tables ([`GroupSpec`], [`AttrRef`]) generated per op. Nothing here
//! panics on malformed IR except the accessors documented to (a single operand, a required
//! attribute or a fixed region that the op, not yet verified, lacks), which say so in their
//! message.

use std::any::TypeId;
use std::borrow::Cow;
use std::ops::Range;

use crate::ir::attributes::{AttrKind, Attribute, Location};
use crate::ir::context::Context;
use crate::ir::diagnostics::Diagnostic;
use crate::ir::types::Type;
use crate::ir::{Block, Op, OperationState, Properties, Region, Value};

pub use crate::ir::ops::OpHandle;

/// Unwraps inferred result types in a builder; an inference failure is a bug in the caller.
pub fn expect_inferred(r: Result<Vec<Type>, Diagnostic>, op_name: &str) -> Vec<Type> {
    match r {
        Ok(t) => t,
        Err(d) => panic!(
            "'{op_name}' op: result type inference failed: {}",
            d.message
        ),
    }
}

pub use crate::ir::ops::op_is;

/// MLIR's `value.getDefiningOp<T>()`: the op that defines `v` (as a result) when it is
/// registered as the op handle type `T`, for rewrite patterns matching chains of ops.
pub fn defining_op<T: OpHandle>(ctx: &Context, v: Value) -> Option<T> {
    v.defining_op::<T>(ctx)
}

/// True when op `name` is registered with handle type `ty` (used to make dialect registration
/// idempotent).
pub fn op_registered_as(ctx: &Context, name: &str, ty: TypeId) -> bool {
    ctx.lookup_symbol(name)
        .and_then(|s| ctx.registry.lookup(s))
        .and_then(|i| ctx.registry.op(i).rust_type)
        .is_some_and(|f| f() == ty)
}

/// The op-independent part of a generated op handle: the struct itself (`#[repr(transparent)]`
/// over [`Op`], documented with the given text), `from_op`, `from_op_unchecked`, `from_op_ref`,
/// `op`, `loc` and `impl OpHandle`. Declaring the struct here is what makes the pointer cast
/// of `from_op_ref` sound: the macro never casts to a type it did not declare. Used by
/// generated code as `::ods_runtime::__ods_op_handle!(AddIOp, "test.addi", "doc");`.
#[macro_export]
#[doc(hidden)]
macro_rules! __ods_op_handle {
    ($ty:ident, $name:literal, $doc:literal) => {
        #[doc = $doc]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        #[repr(transparent)]
        pub struct $ty(::ods_runtime::Op);

        impl $ty {
            /// The full op name.
            pub const NAME: &'static str = $name;
            /// `op` as this op type, when it is registered as one.
            pub fn from_op(
                ctx: &::ods_runtime::Context,
                op: ::ods_runtime::Op,
            ) -> ::core::option::Option<Self> {
                let ty = ::core::any::TypeId::of::<Self>();
                ::ods_runtime::ods::access::op_is(ctx, op, $name, ty).then_some(Self(op))
            }
            /// `op` as this op type, unchecked.
            pub fn from_op_unchecked(op: ::ods_runtime::Op) -> Self {
                Self(op)
            }
            /// `&Op` as `&Self` (for interface casts).
            pub fn from_op_ref(op: &::ods_runtime::Op) -> &Self {
                // SAFETY: `Self` is `#[repr(transparent)]` over `Op`.
                unsafe { &*(op as *const ::ods_runtime::Op as *const Self) }
            }
            /// The operation.
            pub fn op(self) -> ::ods_runtime::Op {
                self.0
            }
            /// The location of the operation.
            pub fn loc(
                self,
                ctx: &::ods_runtime::Context,
            ) -> ::ods_runtime::ir::attributes::Location {
                ctx.ir.op(self.0).loc
            }
        }
        impl ::ods_runtime::ods::access::OpHandle for $ty {
            const NAME: &'static str = $name;
            fn op(self) -> ::ods_runtime::Op {
                self.0
            }
            fn from_op_unchecked(op: ::ods_runtime::Op) -> Self {
                Self(op)
            }
        }
    };
}

/// The op-independent part of a generated adaptor: the struct over `Cow` slices of operands
/// and inherent attributes (declaration order), `new`, `from_op`, `operands`, `attributes`.
/// Used by generated code as `::ods_runtime::__ods_adaptor!(AddIOpAdaptor, AddIOp, "doc");`.
#[macro_export]
#[doc(hidden)]
macro_rules! __ods_adaptor {
    ($ad:ident, $op:ident, $doc:literal) => {
        #[doc = $doc]
        #[derive(Clone, Debug)]
        pub struct $ad<'a> {
            operands: ::std::borrow::Cow<'a, [::ods_runtime::Value]>,
            attrs: ::std::borrow::Cow<'a, [::core::option::Option<::ods_runtime::Attribute>]>,
        }
        impl<'a> $ad<'a> {
            /// An adaptor over `operands` and the inherent attributes `attrs` in declaration
            /// order (stored attributes, then segment sizes).
            pub fn new(
                operands: &'a [::ods_runtime::Value],
                attrs: &'a [::core::option::Option<::ods_runtime::Attribute>],
            ) -> Self {
                Self {
                    operands: ::std::borrow::Cow::Borrowed(operands),
                    attrs: ::std::borrow::Cow::Borrowed(attrs),
                }
            }
            /// An adaptor over the operands and attributes of `op`.
            pub fn from_op(ctx: &'a ::ods_runtime::Context, op: $op) -> Self {
                let operands = ::ods_runtime::ods::access::operand_values(ctx, op.op());
                Self {
                    operands: ::std::borrow::Cow::Owned(operands),
                    attrs: ::ods_runtime::ods::access::ods_attrs(ctx, op.op(), $op::__ODS_ATTRS),
                }
            }
            /// All operands.
            pub fn operands(&self) -> &[::ods_runtime::Value] {
                &self.operands
            }
            /// The inherent attributes in declaration order.
            pub fn attributes(&self) -> &[::core::option::Option<::ods_runtime::Attribute>] {
                &self.attrs
            }
        }
    };
}

/// Operands or results.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueKind {
    /// the operands
    Operands,
    /// the results
    Results,
}

/// How many values a declared group holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupKind {
    /// exactly one
    Single,
    /// zero or one
    Optional,
    /// any number (variadic, and variadic-of-variadic as a whole)
    Variadic,
}

/// Where an inherent attribute is stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttrRef {
    /// its property slot, or `None` when it lives in the attribute dictionary
    pub slot: Option<usize>,
    /// its name
    pub name: &'static str,
}

/// How the variable groups share the values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SegmentMode {
    /// at most one variable group: it gets the remainder
    None,
    /// all variable groups have the same size
    SameSize,
    /// a dense `i32` array attribute holds one size per group
    AttrSized(AttrRef),
}

/// The declared groups of an op's operands or results (a static table generated per op).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupSpec {
    /// operands or results
    pub kind: ValueKind,
    /// the groups in declaration order
    pub groups: &'static [GroupKind],
    /// how variable groups are sized
    pub mode: SegmentMode,
}

impl GroupSpec {
    /// Operand groups.
    pub const fn operands(groups: &'static [GroupKind], mode: SegmentMode) -> Self {
        GroupSpec {
            kind: ValueKind::Operands,
            groups,
            mode,
        }
    }
    /// Result groups.
    pub const fn results(groups: &'static [GroupKind], mode: SegmentMode) -> Self {
        GroupSpec {
            kind: ValueKind::Results,
            groups,
            mode,
        }
    }
    /// [`group_range`] of group `g` of `op`.
    #[inline]
    pub fn range(&self, ctx: &Context, op: Op, g: usize) -> Range<usize> {
        group_range(ctx, op, self, g)
    }
    /// [`segment_range`] of group `g` among `total` values (adaptors).
    #[inline]
    pub fn range_in(
        &self,
        ctx: &Context,
        total: usize,
        g: usize,
        sizes: Option<Attribute>,
    ) -> Range<usize> {
        segment_range(ctx, total, self, g, sizes)
    }
    /// [`single`]: the value of single group `g` of `op`.
    #[inline]
    pub fn single(&self, ctx: &Context, op: Op, g: usize) -> Value {
        single(ctx, op, self, g)
    }
    /// [`optional`]: the value of optional group `g` of `op`.
    #[inline]
    pub fn optional(&self, ctx: &Context, op: Op, g: usize) -> Option<Value> {
        optional(ctx, op, self, g)
    }
    /// [`values`]: the values of group `g` of `op`.
    #[inline]
    pub fn values<'c>(&self, ctx: &'c Context, op: Op, g: usize) -> Values<'c> {
        values(ctx, op, self, g)
    }
    /// [`set_single_operand`]: replaces the operand of single group `g` of `op`.
    pub fn set_single(&self, ctx: &mut Context, op: Op, g: usize, v: Value) {
        set_single_operand(ctx, op, self, g, v)
    }
}

impl AttrRef {
    /// An attribute in property slot `slot`.
    pub const fn slot(slot: usize, name: &'static str) -> Self {
        AttrRef {
            slot: Some(slot),
            name,
        }
    }
    /// An attribute in the attribute dictionary.
    pub const fn dict(name: &'static str) -> Self {
        AttrRef { slot: None, name }
    }
    /// [`get_attr`]: the attribute of `op`, if present.
    #[inline]
    pub fn get(&self, ctx: &Context, op: Op) -> Option<Attribute> {
        get_attr(ctx, op, self)
    }
    /// [`set_attr`]: sets (`Some`) or removes (`None`) the attribute of `op`.
    pub fn set(&self, ctx: &mut Context, op: Op, value: Option<Attribute>) {
        set_attr(ctx, op, self, value)
    }
}

/// The range of group `group` among `total` values. `sizes` is the segment-sizes attribute
/// for [`SegmentMode::AttrSized`]. Malformed input (too few values, a missing or ill-formed
/// sizes attribute, a bad group index) gives a range clamped to `0..total`, possibly empty.
#[inline]
pub fn segment_range(
    ctx: &Context,
    total: usize,
    spec: &GroupSpec,
    group: usize,
    sizes: Option<Attribute>,
) -> Range<usize> {
    let groups = spec.groups;
    if group >= groups.len() {
        return total..total;
    }
    let clamp = |start: usize, len: usize| {
        let s = start.min(total);
        s..s.saturating_add(len).min(total)
    };
    match spec.mode {
        SegmentMode::AttrSized(_) => {
            let Some(raw) = sizes.and_then(|a| dense_i32_raw(ctx, a)) else {
                return total..total;
            };
            if raw.len() != groups.len() * 4 {
                return total..total;
            }
            let size = |i: usize| {
                let b = [raw[4 * i], raw[4 * i + 1], raw[4 * i + 2], raw[4 * i + 3]];
                usize::try_from(i32::from_le_bytes(b)).unwrap_or(0)
            };
            let start = (0..group).fold(0usize, |acc, i| acc.saturating_add(size(i)));
            clamp(start, size(group))
        }
        SegmentMode::None | SegmentMode::SameSize => {
            let fixed = groups.iter().filter(|g| **g == GroupKind::Single).count();
            let var = groups.len() - fixed;
            let rest = total.saturating_sub(fixed);
            let var_size = rest.checked_div(var).unwrap_or(0);
            let size = |g: GroupKind| match g {
                GroupKind::Single => 1,
                _ => var_size,
            };
            let start = groups[..group].iter().map(|&g| size(g)).sum();
            clamp(start, size(groups[group]))
        }
    }
}

#[inline]
fn count(ctx: &Context, op: Op, kind: ValueKind) -> usize {
    match kind {
        ValueKind::Operands => ctx.ir.num_operands(op),
        ValueKind::Results => ctx.ir.num_results(op),
    }
}

/// The index range of group `group` among `op`'s operands or results (see [`segment_range`]).
#[inline]
pub fn group_range(ctx: &Context, op: Op, spec: &GroupSpec, group: usize) -> Range<usize> {
    let sizes = match spec.mode {
        SegmentMode::AttrSized(r) => get_attr(ctx, op, &r),
        _ => None,
    };
    segment_range(ctx, count(ctx, op, spec.kind), spec, group, sizes)
}

/// The result names ODS gives ops with several result groups (MLIR's generated
/// `getAsmResultNames`): the first value of each non-empty group is named after its group
/// (`%sum, %overflow = arith.addui_extended ...`).
pub fn name_result_groups(
    ctx: &Context,
    op: Op,
    spec: &GroupSpec,
    names: &[&str],
    set: &mut dyn FnMut(Value, &str),
) {
    for (g, name) in names.iter().enumerate() {
        let r = group_range(ctx, op, spec, g);
        if !r.is_empty() && !name.is_empty() {
            set(ctx.ir.result(op, r.start), name);
        }
    }
}

/// The values of one group of an op, in order.
#[derive(Clone)]
pub struct Values<'c> {
    ctx: &'c Context,
    op: Op,
    kind: ValueKind,
    range: Range<usize>,
}

impl<'c> Values<'c> {
    /// Every operand (`kind` Operands) or result (Results) of `op`.
    pub fn all(ctx: &'c Context, op: Op, kind: ValueKind) -> Self {
        let n = match kind {
            ValueKind::Operands => ctx.ir.num_operands(op),
            ValueKind::Results => ctx.ir.num_results(op),
        };
        Values {
            ctx,
            op,
            kind,
            range: 0..n,
        }
    }

    /// The types of the values, in order (the generated `<result>_types` getters).
    pub fn types(self) -> impl ExactSizeIterator<Item = Type> + DoubleEndedIterator + 'c {
        let ctx = self.ctx;
        self.map(move |v| ctx.ir.value_type(v))
    }

    #[inline]
    fn at(&self, i: usize) -> Value {
        match self.kind {
            ValueKind::Operands => self.ctx.ir.operand(self.op, i),
            ValueKind::Results => self.ctx.ir.result(self.op, i),
        }
    }
}

impl Iterator for Values<'_> {
    type Item = Value;
    #[inline]
    fn next(&mut self) -> Option<Value> {
        let i = self.range.next()?;
        Some(self.at(i))
    }
    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.range.size_hint()
    }
}

impl DoubleEndedIterator for Values<'_> {
    #[inline]
    fn next_back(&mut self) -> Option<Value> {
        let i = self.range.next_back()?;
        Some(self.at(i))
    }
}

impl ExactSizeIterator for Values<'_> {}

/// The values of group `group` of `op`.
#[inline]
pub fn values<'c>(ctx: &'c Context, op: Op, spec: &GroupSpec, group: usize) -> Values<'c> {
    let range = group_range(ctx, op, spec, group);
    Values {
        ctx,
        op,
        kind: spec.kind,
        range,
    }
}

/// The value of an optional group (`None` when empty).
#[inline]
pub fn optional(ctx: &Context, op: Op, spec: &GroupSpec, group: usize) -> Option<Value> {
    values(ctx, op, spec, group).next()
}

/// The value of a single group. Panics when the (unverified) op lacks it.
#[inline]
pub fn single(ctx: &Context, op: Op, spec: &GroupSpec, group: usize) -> Value {
    match optional(ctx, op, spec, group) {
        Some(v) => v,
        None => missing_value(ctx, op, spec.kind, group),
    }
}

#[cold]
#[inline(never)]
fn missing_value(ctx: &Context, op: Op, kind: ValueKind, group: usize) -> ! {
    panic!(
        "'{}' op has no value for group #{group} of its {kind:?} (the op does not verify)",
        ctx.str(ctx.ir.op(op).name),
    )
}

/// Operand `i` of `op`, for single operand groups at a fixed index (no group before them is
/// variadic or optional, and the op has no segment sizes). Panics when the (unverified) op
/// lacks it.
#[inline]
pub fn operand_at(ctx: &Context, op: Op, i: usize) -> Value {
    match ctx.ir.operands(op).nth(i) {
        Some(v) => v,
        None => missing_value(ctx, op, ValueKind::Operands, i),
    }
}

/// Result `i` of `op`, for single result groups at a fixed index (see [`operand_at`]).
/// Panics when the (unverified) op lacks it.
#[inline]
pub fn result_at(ctx: &Context, op: Op, i: usize) -> Value {
    if i < ctx.ir.num_results(op) {
        ctx.ir.result(op, i)
    } else {
        missing_value(ctx, op, ValueKind::Results, i)
    }
}

/// Sets the operand of a single operand group. Panics when the (unverified) op lacks it.
pub fn set_single_operand(ctx: &mut Context, op: Op, spec: &GroupSpec, group: usize, v: Value) {
    let r = group_range(ctx, op, spec, group);
    if r.is_empty() {
        panic!(
            "'{}' op has no operand for group #{group} (the op does not verify)",
            ctx.str(ctx.ir.op(op).name)
        );
    }
    ctx.ir.set_operand(op, r.start, v);
}

/// The sub-groups of a variadic-of-variadic group (`range` among the operands), split by the
/// dense `i32` array `sizes`. Sizes that do not fit are clamped; a missing attribute gives no
/// sub-groups.
pub fn value_groups(
    ctx: &Context,
    op: Op,
    range: Range<usize>,
    sizes: Option<Attribute>,
) -> Vec<Vec<Value>> {
    let all: Vec<Value> = ctx
        .ir
        .operands(op)
        .skip(range.start)
        .take(range.len())
        .collect();
    split_groups(ctx, &all, sizes)
}

/// [`value_groups`] over a slice of values (for adaptors).
pub fn split_groups(ctx: &Context, values: &[Value], sizes: Option<Attribute>) -> Vec<Vec<Value>> {
    let sizes = sizes
        .and_then(|a| dense_i32_values(ctx, a))
        .unwrap_or_default();
    let mut out = Vec::with_capacity(sizes.len());
    let mut start = 0usize;
    for s in sizes {
        let n = usize::try_from(s).unwrap_or(0);
        let s0 = start.min(values.len());
        let e = start.saturating_add(n).min(values.len());
        out.push(values[s0..e].to_vec());
        start = start.saturating_add(n);
    }
    out
}

/// The sub-slice `range` of `values` (empty when out of bounds).
#[inline]
pub fn slice(values: &[Value], range: Range<usize>) -> &[Value] {
    values.get(range).unwrap_or(&[])
}

/// The single value of `range` in `values`. Panics when it is empty (as [`single`]).
#[inline]
pub fn slice_single(values: &[Value], range: Range<usize>, op_name: &str) -> Value {
    match slice(values, range).first() {
        Some(&v) => v,
        None => panic!("'{op_name}' adaptor: missing operand (the operands do not verify)"),
    }
}

/// The optional value of `range` in `values`.
#[inline]
pub fn slice_optional(values: &[Value], range: Range<usize>) -> Option<Value> {
    slice(values, range).first().copied()
}

#[inline]
fn dense_i32_raw(ctx: &Context, attr: Attribute) -> Option<&[u8]> {
    match ctx.attr_kind(attr) {
        AttrKind::DenseArray { elem, len, raw }
            if *elem == ctx.common.i32 && raw.len() == *len as usize * 4 =>
        {
            Some(raw)
        }
        _ => None,
    }
}

/// The elements of a dense `i32` array attribute (`array<i32: ...>`), `None` for other kinds.
pub fn dense_i32_values(ctx: &Context, attr: Attribute) -> Option<Vec<i32>> {
    let raw = dense_i32_raw(ctx, attr)?;
    Some(
        raw.chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
    )
}

/// A dense `i32` array attribute (`array<i32: 1, 2>`).
pub fn dense_i32_array(ctx: &mut Context, values: &[i32]) -> Attribute {
    let raw: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    let elem = ctx.common.i32;
    ctx.intern_attr(AttrKind::DenseArray {
        elem,
        len: values.len() as u32,
        raw: raw.into_boxed_slice(),
    })
}

fn dict_get(ctx: &Context, dict: Attribute, name: &str) -> Option<Attribute> {
    let sym = ctx.lookup_symbol(name)?;
    ctx.dict_entries(dict)
        .iter()
        .find(|&&(n, _)| n == sym)
        .map(|&(_, a)| a)
}

fn dict_set(ctx: &mut Context, dict: Attribute, name: &str, value: Option<Attribute>) -> Attribute {
    let sym = ctx.symbol(name);
    let mut entries: Vec<_> = ctx
        .dict_entries(dict)
        .iter()
        .copied()
        .filter(|&(n, _)| n != sym)
        .collect();
    if let Some(v) = value {
        entries.push((sym, v));
    }
    ctx.dictionary_attr(entries)
}

/// An inherent attribute of `op`: its property slot when the op stores properties as slots,
/// else the entry of that name in its property dictionary or attribute dictionary.
#[inline]
pub fn get_attr(ctx: &Context, op: Op, r: &AttrRef) -> Option<Attribute> {
    let data = ctx.ir.op(op);
    match (&data.props, r.slot) {
        (Properties::Slots(s), Some(i)) => s.get(i).copied().flatten(),
        (Properties::Dict(d), Some(_)) => dict_get(ctx, *d, r.name),
        _ => dict_get(ctx, data.attrs, r.name),
    }
}

/// Sets (`Some`) or removes (`None`) an inherent attribute of `op` where [`get_attr`] reads it.
/// Slots are created when the op has none (sized by its registration).
pub fn set_attr(ctx: &mut Context, op: Op, r: &AttrRef, value: Option<Attribute>) {
    let Some(i) = r.slot else {
        let d = ctx.ir.op(op).attrs;
        let d = dict_set(ctx, d, r.name, value);
        ctx.ir.op_mut(op).attrs = d;
        return;
    };
    if let Properties::Dict(d) = ctx.ir.op(op).props {
        let d = dict_set(ctx, d, r.name, value);
        ctx.ir.op_mut(op).props = Properties::Dict(d);
        return;
    }
    let n = ctx.op_info(op).map_or(0, |info| info.property_names.len());
    let data = ctx.ir.op_mut(op);
    if !matches!(&data.props, Properties::Slots(_)) {
        data.props = Properties::Slots(vec![None; n.max(i + 1)].into_boxed_slice());
    }
    if let Properties::Slots(s) = &mut data.props {
        if s.len() <= i {
            let mut v = std::mem::take(s).into_vec();
            v.resize(i + 1, None);
            *s = v.into_boxed_slice();
        }
        s[i] = value;
    }
}

/// Unwraps a required attribute. Panics when the (unverified) op lacks it.
#[inline]
pub fn required_attr(a: Option<Attribute>, op_name: &str, attr: &str) -> Attribute {
    match a {
        Some(a) => a,
        None => missing_attr(op_name, attr),
    }
}

#[cold]
#[inline(never)]
fn missing_attr(op_name: &str, attr: &str) -> ! {
    panic!("'{op_name}' op requires attribute '{attr}' (the op does not verify)")
}

/// Slot `i` of an adaptor's attributes.
#[inline]
pub fn slot(attrs: &[Option<Attribute>], i: usize) -> Option<Attribute> {
    attrs.get(i).copied().flatten()
}

/// The inherent attributes of `op` in the order of `refs` (the op's declaration order), for
/// adaptors: borrowed from the op's property slots when they are exactly that list.
pub fn ods_attrs<'c>(ctx: &'c Context, op: Op, refs: &[AttrRef]) -> Cow<'c, [Option<Attribute>]> {
    if let Properties::Slots(s) = &ctx.ir.op(op).props {
        if s.len() == refs.len() && refs.iter().enumerate().all(|(i, r)| r.slot == Some(i)) {
            return Cow::Borrowed(s);
        }
    }
    Cow::Owned(refs.iter().map(|r| get_attr(ctx, op, r)).collect())
}

/// The operands of `op`, for adaptors.
pub fn operand_values(ctx: &Context, op: Op) -> Vec<Value> {
    ctx.ir.operands(op).collect()
}

/// Region `i` of `op`. Panics when the (unverified) op lacks it.
pub fn region(ctx: &Context, op: Op, i: usize) -> Region {
    match ctx.ir.op(op).regions.get(i) {
        Some(&r) => r,
        None => panic!(
            "'{}' op has no region #{i} (the op does not verify)",
            ctx.str(ctx.ir.op(op).name)
        ),
    }
}

/// Regions `i..` of `op` (a variadic region group).
pub fn regions_from(ctx: &Context, op: Op, i: usize) -> &[Region] {
    ctx.ir.op(op).regions.get(i..).unwrap_or(&[])
}

/// Successor `i` of `op`. Panics when the (unverified) op lacks it.
pub fn successor(ctx: &Context, op: Op, i: usize) -> Block {
    match ctx.ir.op(op).successors.get(i) {
        Some(&b) => b,
        None => panic!(
            "'{}' op has no successor #{i} (the op does not verify)",
            ctx.str(ctx.ir.op(op).name)
        ),
    }
}

/// Successors `i..` of `op` (a variadic successor group).
pub fn successors_from(ctx: &Context, op: Op, i: usize) -> &[Block] {
    ctx.ir.op(op).successors.get(i..).unwrap_or(&[])
}

/// A fresh state for op `name` with `num_slots` empty property slots (none when 0).
pub fn new_state(ctx: &mut Context, name: &str, loc: Location, num_slots: usize) -> OperationState {
    let sym = ctx.symbol(name);
    let mut st = OperationState::new(ctx, sym, loc);
    if num_slots > 0 {
        st.props = Properties::Slots(vec![None; num_slots].into_boxed_slice());
    }
    st
}

/// The property slots of a state (empty when it has none).
pub fn state_slots(st: &OperationState) -> &[Option<Attribute>] {
    match &st.props {
        Properties::Slots(s) => s,
        _ => &[],
    }
}

/// Sets (`Some`) or removes (`None`) an inherent attribute in a state being built.
pub fn set_state_attr(
    ctx: &mut Context,
    st: &mut OperationState,
    r: &AttrRef,
    v: Option<Attribute>,
) {
    match (r.slot, &mut st.props) {
        (Some(i), Properties::Slots(s)) if i < s.len() => s[i] = v,
        (Some(i), props @ (Properties::None | Properties::Slots(_))) => {
            let mut s = match std::mem::take(props) {
                Properties::Slots(s) => s.into_vec(),
                _ => Vec::new(),
            };
            s.resize(s.len().max(i + 1), None);
            s[i] = v;
            *props = Properties::Slots(s.into_boxed_slice());
        }
        (Some(_), Properties::Dict(d)) => *d = dict_set(ctx, *d, r.name, v),
        (None, _) => st.attrs = dict_set(ctx, st.attrs, r.name, v),
    }
}

/// Sets (`Some`) or removes (`None`) inherent attribute `name` in a state being built for an
/// op whose property slots are `property_names` (the op handle's `PROPERTY_NAMES`): in its
/// slot when it has one, else in the attribute dictionary.
///
/// The slot is found by comparing `name` with each of `property_names`, on every call. The
/// body of a custom `builder` in a `.ods` file knows where the attribute is stored and sets it
/// with [`set_state_attr`] instead: `set_state_attr(ctx, state, &Self::VALUE_ATTR, Some(attr))`.
pub fn set_state_property(
    ctx: &mut Context,
    st: &mut OperationState,
    property_names: &[&'static str],
    name: &'static str,
    v: Option<Attribute>,
) {
    let r = AttrRef {
        slot: property_names.iter().position(|&p| p == name),
        name,
    };
    set_state_attr(ctx, st, &r, v)
}

/// Sets the inherent attributes `values[i]` (where `Some`) at `refs[i]` in a state being built.
pub fn set_state_attrs(
    ctx: &mut Context,
    st: &mut OperationState,
    refs: &[AttrRef],
    values: &[Option<Attribute>],
) {
    for (r, v) in refs.iter().zip(values) {
        if v.is_some() {
            set_state_attr(ctx, st, r, *v);
        }
    }
}

/// Sets a segment-sizes attribute (`operandSegmentSizes`, a sub-group sizes argument) in a
/// state being built.
pub fn set_state_sizes(ctx: &mut Context, st: &mut OperationState, r: &AttrRef, sizes: &[i32]) {
    let a = dense_i32_array(ctx, sizes);
    set_state_attr(ctx, st, r, Some(a));
}

/// The state of the fully generic builder (`build_generic`): `attrs` named in
/// `property_names` go to their slots, the others to the attribute dictionary; `num_regions`
/// empty regions are created. The attributes come by name (MLIR's generic `OperationState`):
/// each name is matched against `property_names` once.
#[allow(clippy::too_many_arguments)]
pub fn generic_state(
    ctx: &mut Context,
    name: &str,
    property_names: &[&str],
    num_regions: usize,
    loc: Location,
    result_types: &[Type],
    operands: &[Value],
    attrs: &[(&str, Attribute)],
) -> OperationState {
    let mut st = new_state(ctx, name, loc, property_names.len());
    st.result_types.extend_from_slice(result_types);
    st.operands.extend_from_slice(operands);
    for &(n, a) in attrs {
        let slot = property_names.iter().position(|p| *p == n);
        let r = AttrRef { slot, name: "" };
        match slot {
            Some(_) => set_state_attr(ctx, &mut st, &r, Some(a)),
            None => st.attrs = dict_set(ctx, st.attrs, n, Some(a)),
        }
    }
    add_regions(ctx, &mut st, num_regions);
    st
}

/// Adds `n` empty regions to a state being built.
pub fn add_regions(ctx: &mut Context, st: &mut OperationState, n: usize) {
    for _ in 0..n {
        let r = ctx.ir.create_region();
        st.regions.push(r);
    }
}

/// The type of a value (builders inferring `SameOperandsAndResultType`).
pub fn value_type(ctx: &Context, v: Value) -> Type {
    ctx.ir.value_type(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: GroupSpec = GroupSpec {
        kind: ValueKind::Operands,
        groups: &[GroupKind::Single, GroupKind::Variadic, GroupKind::Single],
        mode: SegmentMode::None,
    };

    #[test]
    fn remainder_goes_to_the_variable_group() {
        let ctx = Context::new();
        let r: Vec<_> = (0..3)
            .map(|g| segment_range(&ctx, 5, &SPEC, g, None))
            .collect();
        assert_eq!(r, vec![0..1, 1..4, 4..5]);
        // too few values: clamped, never panics
        let r: Vec<_> = (0..4)
            .map(|g| segment_range(&ctx, 1, &SPEC, g, None))
            .collect();
        assert_eq!(r, vec![0..1, 1..1, 1..1, 1..1]);
    }

    #[test]
    fn same_size_splits_equally() {
        let ctx = Context::new();
        let spec = GroupSpec {
            groups: &[GroupKind::Variadic, GroupKind::Single, GroupKind::Variadic],
            mode: SegmentMode::SameSize,
            ..SPEC
        };
        let r: Vec<_> = (0..3)
            .map(|g| segment_range(&ctx, 5, &spec, g, None))
            .collect();
        assert_eq!(r, vec![0..2, 2..3, 3..5]);
    }

    #[test]
    fn attr_sized_reads_the_sizes() {
        let mut ctx = Context::new();
        let spec = GroupSpec {
            mode: SegmentMode::AttrSized(AttrRef {
                slot: Some(0),
                name: "operandSegmentSizes",
            }),
            ..SPEC
        };
        let sizes = dense_i32_array(&mut ctx, &[1, 2, 1]);
        let r: Vec<_> = (0..3)
            .map(|g| segment_range(&ctx, 4, &spec, g, Some(sizes)))
            .collect();
        assert_eq!(r, vec![0..1, 1..3, 3..4]);
        // wrong length, negative sizes, missing attribute: empty or clamped ranges
        let bad = dense_i32_array(&mut ctx, &[1, 2]);
        assert_eq!(segment_range(&ctx, 4, &spec, 1, Some(bad)), 4..4);
        assert_eq!(segment_range(&ctx, 4, &spec, 1, None), 4..4);
        let neg = dense_i32_array(&mut ctx, &[-1, 9, 1]);
        assert_eq!(segment_range(&ctx, 4, &spec, 1, Some(neg)), 0..4);
        assert_eq!(segment_range(&ctx, 4, &spec, 2, Some(neg)), 4..4);
        assert_eq!(dense_i32_values(&ctx, sizes), Some(vec![1, 2, 1]));
    }

    #[test]
    fn state_attrs_go_to_slots_or_dictionary() {
        let mut ctx = Context::new();
        let loc = ctx.common.unknown_loc;
        let mut st = new_state(&mut ctx, "t.x", loc, 2);
        let u = ctx.common.unit;
        let r1 = AttrRef {
            slot: Some(1),
            name: "b",
        };
        set_state_attr(&mut ctx, &mut st, &r1, Some(u));
        assert_eq!(state_slots(&st), &[None, Some(u)]);
        let rd = AttrRef {
            slot: None,
            name: "d",
        };
        set_state_attr(&mut ctx, &mut st, &rd, Some(u));
        let op = ctx.create_op(st);
        assert_eq!(get_attr(&ctx, op, &r1), Some(u));
        assert_eq!(get_attr(&ctx, op, &rd), Some(u));
        set_attr(&mut ctx, op, &rd, None);
        assert_eq!(get_attr(&ctx, op, &rd), None);
        let ss = split_groups(&ctx, &[], None);
        assert!(ss.is_empty());
    }

    #[test]
    fn state_properties_are_found_by_name() {
        let mut ctx = Context::new();
        let loc = ctx.common.unknown_loc;
        let mut st = new_state(&mut ctx, "t.x", loc, 2);
        let u = ctx.common.unit;
        set_state_property(&mut ctx, &mut st, &["a", "b"], "b", Some(u));
        assert_eq!(state_slots(&st), &[None, Some(u)]);
        set_state_property(&mut ctx, &mut st, &["a", "b"], "c", Some(u));
        let c = ctx.symbol("c");
        assert_eq!(ctx.dict_entries(st.attrs), &[(c, u)]);
        set_state_property(&mut ctx, &mut st, &["a", "b"], "b", None);
        assert_eq!(state_slots(&st), &[None, None]);
    }
}

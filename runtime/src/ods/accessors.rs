//! The accessor macros of generated op handles and adaptors: one macro call per operand or
//! result group, stored attribute or the generic builders expands to the methods (with their
//! rustdoc) that generated code used to spell out for every op. The methods call the shared
//! non-generic helpers of [`access`](super::access), so the expansion is what the generator
//! wrote before, only written once here.
//!
//! Each macro is invoked inside an `impl` block of the handle (or adaptor) and names the
//! methods it declares explicitly (`lower lower_range set_lower`): a getter can differ from
//! the group name (`in_` for `in`), and `macro_rules!` cannot build identifiers.

/// The accessors of one operand group of an op handle: `<group>_range`, the value getter and,
/// for a single operand, its setter. Forms: `single_at` (a single operand always at its group
/// index), `single`, `optional`, `variadic`; then the group index, the group name and the
/// first line of its doc (`": text"`, or `""`).
#[macro_export]
#[doc(hidden)]
macro_rules! __ods_operand {
    (@range $range:ident $gi:literal $name:literal) => {
        #[doc = concat!(" Index range of the `", $name, "` operand group among the operands.")]
        #[inline]
        pub fn $range(self, ctx: &::ods_runtime::Context) -> ::core::ops::Range<usize> {
            Self::__ODS_OPERANDS.range(ctx, self.0, $gi)
        }
    };
    (@set $set:ident $gi:literal $name:literal) => {
        #[doc = concat!(" Replaces the `", $name, "` operand.")]
        pub fn $set(self, ctx: &mut ::ods_runtime::Context, value: ::ods_runtime::Value) {
            Self::__ODS_OPERANDS.set_single(ctx, self.0, $gi, value)
        }
    };
    (single_at $get:ident $range:ident $set:ident $gi:literal $name:literal $doc:literal) => {
        $crate::__ods_operand!(@range $range $gi $name);
        #[doc = concat!(" The `", $name, "` operand", $doc, ".")]
        #[inline]
        pub fn $get(self, ctx: &::ods_runtime::Context) -> ::ods_runtime::Value {
            ::ods_runtime::ods::access::operand_at(ctx, self.0, $gi)
        }
        $crate::__ods_operand!(@set $set $gi $name);
    };
    (single $get:ident $range:ident $set:ident $gi:literal $name:literal $doc:literal) => {
        $crate::__ods_operand!(@range $range $gi $name);
        #[doc = concat!(" The `", $name, "` operand", $doc, ".")]
        #[inline]
        pub fn $get(self, ctx: &::ods_runtime::Context) -> ::ods_runtime::Value {
            Self::__ODS_OPERANDS.single(ctx, self.0, $gi)
        }
        $crate::__ods_operand!(@set $set $gi $name);
    };
    (optional $get:ident $range:ident $gi:literal $name:literal $doc:literal) => {
        $crate::__ods_operand!(@range $range $gi $name);
        #[doc = concat!(" The `", $name, "` operand", $doc, ".")]
        #[inline]
        pub fn $get(
            self,
            ctx: &::ods_runtime::Context,
        ) -> ::core::option::Option<::ods_runtime::Value> {
            Self::__ODS_OPERANDS.optional(ctx, self.0, $gi)
        }
    };
    (variadic $get:ident $range:ident $gi:literal $name:literal $doc:literal) => {
        $crate::__ods_operand!(@range $range $gi $name);
        #[doc = concat!(" The `", $name, "` operand", $doc, ".")]
        #[inline]
        pub fn $get(self, ctx: &::ods_runtime::Context) -> ::ods_runtime::ods::access::Values<'_> {
            Self::__ODS_OPERANDS.values(ctx, self.0, $gi)
        }
    };
}

/// The accessors of one result group of an op handle: `<group>_range`, the value getter and
/// the type getter (`<group>_type` or `<group>_types`). Forms as `__ods_operand!` (no
/// setter).
#[macro_export]
#[doc(hidden)]
macro_rules! __ods_result {
    (@range $range:ident $gi:literal $name:literal) => {
        #[doc = concat!(" Index range of the `", $name, "` result group among the results.")]
        #[inline]
        pub fn $range(self, ctx: &::ods_runtime::Context) -> ::core::ops::Range<usize> {
            Self::__ODS_RESULTS.range(ctx, self.0, $gi)
        }
    };
    (@single_type $get:ident $ty:ident $name:literal) => {
        #[doc = concat!(" The type of the `", $name, "` result.")]
        #[inline]
        pub fn $ty(self, ctx: &::ods_runtime::Context) -> ::ods_runtime::Type {
            self.$get(ctx).ty(ctx)
        }
    };
    (single_at $get:ident $range:ident $ty:ident $gi:literal $name:literal $doc:literal) => {
        $crate::__ods_result!(@range $range $gi $name);
        #[doc = concat!(" The `", $name, "` result", $doc, ".")]
        #[inline]
        pub fn $get(self, ctx: &::ods_runtime::Context) -> ::ods_runtime::Value {
            ::ods_runtime::ods::access::result_at(ctx, self.0, $gi)
        }
        $crate::__ods_result!(@single_type $get $ty $name);
    };
    (single $get:ident $range:ident $ty:ident $gi:literal $name:literal $doc:literal) => {
        $crate::__ods_result!(@range $range $gi $name);
        #[doc = concat!(" The `", $name, "` result", $doc, ".")]
        #[inline]
        pub fn $get(self, ctx: &::ods_runtime::Context) -> ::ods_runtime::Value {
            Self::__ODS_RESULTS.single(ctx, self.0, $gi)
        }
        $crate::__ods_result!(@single_type $get $ty $name);
    };
    (optional $get:ident $range:ident $ty:ident $gi:literal $name:literal $doc:literal) => {
        $crate::__ods_result!(@range $range $gi $name);
        #[doc = concat!(" The `", $name, "` result", $doc, ".")]
        #[inline]
        pub fn $get(
            self,
            ctx: &::ods_runtime::Context,
        ) -> ::core::option::Option<::ods_runtime::Value> {
            Self::__ODS_RESULTS.optional(ctx, self.0, $gi)
        }
        #[doc = concat!(" The type of the `", $name, "` result.")]
        #[inline]
        pub fn $ty(self, ctx: &::ods_runtime::Context) -> ::core::option::Option<::ods_runtime::Type> {
            self.$get(ctx).map(|v| v.ty(ctx))
        }
    };
    (variadic $get:ident $range:ident $ty:ident $gi:literal $name:literal $doc:literal) => {
        $crate::__ods_result!(@range $range $gi $name);
        #[doc = concat!(" The `", $name, "` result", $doc, ".")]
        #[inline]
        pub fn $get(self, ctx: &::ods_runtime::Context) -> ::ods_runtime::ods::access::Values<'_> {
            Self::__ODS_RESULTS.values(ctx, self.0, $gi)
        }
        #[doc = concat!(" The types of the `", $name, "` result.")]
        #[inline]
        pub fn $ty(
            self,
            ctx: &::ods_runtime::Context,
        ) -> impl ::core::iter::ExactSizeIterator<Item = ::ods_runtime::Type> + '_ {
            self.$get(ctx).types()
        }
    };
}

/// The accessors of one operand group of an op adaptor (`<group>_range` and the value
/// getter, reading the adaptor's operand slice): the op type, the form (`single`,
/// `optional`, `variadic`), the names, the group index, the property slot of the
/// `operandSegmentSizes` entry (`_` without one), the group name and its doc line.
#[macro_export]
#[doc(hidden)]
macro_rules! __ods_adaptor_operand {
    (@range $op:ident $range:ident $gi:literal _ $name:literal) => {
        #[doc = concat!(" Index range of the `", $name, "` operand group among the operands.")]
        #[inline]
        pub fn $range(&self, ctx: &::ods_runtime::Context) -> ::core::ops::Range<usize> {
            $op::__ODS_OPERANDS.range_in(ctx, self.operands.len(), $gi, ::core::option::Option::None)
        }
    };
    (@range $op:ident $range:ident $gi:literal $k:literal $name:literal) => {
        #[doc = concat!(" Index range of the `", $name, "` operand group among the operands.")]
        #[inline]
        pub fn $range(&self, ctx: &::ods_runtime::Context) -> ::core::ops::Range<usize> {
            $op::__ODS_OPERANDS.range_in(
                ctx,
                self.operands.len(),
                $gi,
                ::ods_runtime::ods::access::slot(&self.attrs, $k),
            )
        }
    };
    ($op:ident single $get:ident $range:ident $gi:literal $k:tt $name:literal $doc:literal) => {
        $crate::__ods_adaptor_operand!(@range $op $range $gi $k $name);
        #[doc = concat!(" The `", $name, "` operand", $doc, ".")]
        #[inline]
        pub fn $get(&self, ctx: &::ods_runtime::Context) -> ::ods_runtime::Value {
            ::ods_runtime::ods::access::slice_single(&self.operands, self.$range(ctx), $op::NAME)
        }
    };
    ($op:ident optional $get:ident $range:ident $gi:literal $k:tt $name:literal $doc:literal) => {
        $crate::__ods_adaptor_operand!(@range $op $range $gi $k $name);
        #[doc = concat!(" The `", $name, "` operand", $doc, ".")]
        #[inline]
        pub fn $get(&self, ctx: &::ods_runtime::Context) -> ::core::option::Option<::ods_runtime::Value> {
            ::ods_runtime::ods::access::slice_optional(&self.operands, self.$range(ctx))
        }
    };
    ($op:ident variadic $get:ident $range:ident $gi:literal $k:tt $name:literal $doc:literal) => {
        $crate::__ods_adaptor_operand!(@range $op $range $gi $k $name);
        #[doc = concat!(" The `", $name, "` operand", $doc, ".")]
        #[inline]
        pub fn $get(&self, ctx: &::ods_runtime::Context) -> &[::ods_runtime::Value] {
            ::ods_runtime::ods::access::slice(&self.operands, self.$range(ctx))
        }
    };
}

/// The raw accessors of stored attribute entry `k` of an op handle: `<getter>_attr` (the
/// attribute as stored) and `set_<getter>_attr`; with `adaptor`, the adaptor's
/// `<getter>_attr`, reading property slot `k` of its attribute list.
#[macro_export]
#[doc(hidden)]
macro_rules! __ods_attr_raw {
    (adaptor $raw:ident $k:literal $name:literal) => {
        #[doc = concat!(" The `", $name, "` attribute as stored (`None` when absent).")]
        #[inline]
        pub fn $raw(&self) -> ::core::option::Option<::ods_runtime::Attribute> {
            ::ods_runtime::ods::access::slot(&self.attrs, $k)
        }
    };
    ($raw:ident $set:ident $k:literal $name:literal) => {
        #[doc = concat!(" The `", $name, "` attribute as stored (`None` when absent).")]
        #[inline]
        pub fn $raw(
            self,
            ctx: &::ods_runtime::Context,
        ) -> ::core::option::Option<::ods_runtime::Attribute> {
            Self::__ODS_ATTRS[$k].get(ctx, self.0)
        }
        #[doc = concat!(" Sets the `", $name, "` attribute.")]
        pub fn $set(self, ctx: &mut ::ods_runtime::Context, attr: ::ods_runtime::Attribute) {
            Self::__ODS_ATTRS[$k].set(ctx, self.0, ::core::option::Option::Some(attr))
        }
    };
}

/// `build_generic` and `create_generic` of an op handle whose full name is `$name`: the op
/// from result types, operands and named attributes.
#[macro_export]
#[doc(hidden)]
macro_rules! __ods_generic_builders {
    ($name:literal) => {
        #[doc = concat!(" Builds a `", $name, "` op from result types, operands and named attributes (inherent ones go to their property slots); fixed regions are created empty. The op is not inserted.")]
        pub fn build_generic(
            ctx: &mut ::ods_runtime::Context,
            loc: ::ods_runtime::__rt::Location,
            result_types: &[::ods_runtime::Type],
            operands: &[::ods_runtime::Value],
            attrs: &[(&str, ::ods_runtime::Attribute)],
        ) -> Self {
            Self::create_generic(
                &mut ::ods_runtime::OpBuilder::new(ctx),
                loc,
                result_types,
                operands,
                attrs,
            )
        }
        /// As [`Self::build_generic`], inserted at the builder's insertion point.
        pub fn create_generic(
            builder: &mut ::ods_runtime::OpBuilder<'_>,
            loc: ::ods_runtime::__rt::Location,
            result_types: &[::ods_runtime::Type],
            operands: &[::ods_runtime::Value],
            attrs: &[(&str, ::ods_runtime::Attribute)],
        ) -> Self {
            let state = ::ods_runtime::ods::access::generic_state(
                builder,
                Self::NAME,
                Self::PROPERTY_NAMES,
                Self::__ODS_NUM_REGIONS,
                loc,
                result_types,
                operands,
                attrs,
            );
            Self(builder.create_op(state))
        }
    };
}

/// A `build*` builder of an op handle (taking a `Context`, the op not inserted) that runs its
/// `create*` counterpart (`$create`, taking an `OpBuilder`) on a detached builder, with the
/// same parameters after `loc`. The attributes (its rustdoc) go on the `build*` function.
#[macro_export]
#[doc(hidden)]
macro_rules! __ods_build {
    ($(#[$attr:meta])* $build:ident => $create:ident($($p:ident: $t:ty),* $(,)?)) => {
        $(#[$attr])*
        #[allow(clippy::too_many_arguments)]
        pub fn $build(
            ctx: &mut ::ods_runtime::Context,
            loc: ::ods_runtime::__rt::Location,
            $($p: $t),*
        ) -> Self {
            Self::$create(&mut ::ods_runtime::OpBuilder::new(ctx), loc, $($p),*)
        }
    };
}

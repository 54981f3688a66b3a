//! The default and custom builders generated from parsed `.ods` files: parameters in the
//! declaration order of `arguments`, `build` with the required arguments only and `build_full`
//! with all of them, the `build*` -> `create*` delegations (`__ods_build!`), and the
//! result-type getters (`__ods_result!`). Each expected function is compared whole, token for token.

fn generated(text: &str) -> String {
    ods_spec::generate_rust_file("t.ods", text).expect("generates")
}

/// Asserts that `expected` occurs in `text`, token for token: the comparison ignores the
/// layout (whitespace, and trailing commas before a closing delimiter).
fn assert_has(text: &str, expected: &str) {
    let norm = |s: &str| {
        let t: String = s.chars().filter(|c| !c.is_whitespace()).collect();
        t.replace(",)", ")").replace(",]", "]").replace(",}", "}")
    };
    assert!(
        norm(text).contains(&norm(expected)),
        "missing:\n{expected}\n--- in ---\n{text}"
    );
}

/// Operands and attributes interleaved, two of each optional (a presence attribute among
/// them), explicit result types and a region.
const MIX: &str = r#"dialect t { summary "d" }
op "mix" [AttrSizedOperandSegments] {
  arguments (count: I64Attr, lhs: I32, label: OptionalAttr<StrAttr>, rhs: Optional<I32>,
             flag: UnitAttr, tail: Variadic<I32>)
  results (out: I32, rest: Variadic<AnyType>)
  regions (body: AnyRegion)
}
"#;

#[test]
fn build_takes_the_required_arguments_in_declaration_order() {
    let text = generated(MIX);
    assert_has(
        &text,
        r#"    __rt::__ods_build!(#[doc = " Builds a `t.mix` op (not inserted). Optional arguments are left out (absent or default): give them to [`Self::build_full`], or set them afterwards."]
    #[doc = ""]
    #[doc = " * `out_type`: type of the `out` result"]
    #[doc = " * `rest_type`: type of the `rest` result"]
    #[doc = " * `count`: the `count` attribute"]
    #[doc = " * `lhs`: the `lhs` operand"]
    #[doc = " * `tail`: the `tail` operands"]
    build => create(
        out_type: __rt::Type,
        rest_type: &[__rt::Type],
        count: i64,
        lhs: __rt::Value,
        tail: &[__rt::Value]
    ));
    /// As [`Self::build`], inserted at the builder's insertion point.
    pub fn create(
        builder: &mut __rt::OpBuilder<'_>,
        loc: __rt::Location,
        out_type: __rt::Type,
        rest_type: &[__rt::Type],
        count: i64,
        lhs: __rt::Value,
        tail: &[__rt::Value],
    ) -> Self {
        Self::create_full(
            builder,
            loc,
            out_type,
            rest_type,
            count,
            lhs,
            __rt::None,
            __rt::None,
            false,
            tail,
        )
    }
"#,
    );
}

#[test]
fn build_full_takes_every_argument_in_declaration_order() {
    let text = generated(MIX);
    assert_has(
        &text,
        r#"    __rt::__ods_build!(#[doc = " Builds a `t.mix` op from every argument (not inserted)."]
    #[doc = ""]
    #[doc = " * `out_type`: type of the `out` result"]
    #[doc = " * `rest_type`: type of the `rest` result"]
    #[doc = " * `count`: the `count` attribute"]
    #[doc = " * `lhs`: the `lhs` operand"]
    #[doc = " * `label`: the `label` attribute (`None`: absent)"]
    #[doc = " * `rhs`: the `rhs` operand (`None`: absent)"]
    #[doc = " * `flag`: the `flag` attribute (`false`: absent)"]
    #[doc = " * `tail`: the `tail` operands"]
    build_full => create_full(
        out_type: __rt::Type,
        rest_type: &[__rt::Type],
        count: i64,
        lhs: __rt::Value,
        label: __rt::Option<&str>,
        rhs: __rt::Option<__rt::Value>,
        flag: bool,
        tail: &[__rt::Value]
    ));
    /// As [`Self::build_full`], inserted at the builder's insertion point.
    #[allow(clippy::too_many_arguments)]
    pub fn create_full(
        builder: &mut __rt::OpBuilder<'_>,
        loc: __rt::Location,
        out_type: __rt::Type,
        rest_type: &[__rt::Type],
        count: i64,
        lhs: __rt::Value,
        label: __rt::Option<&str>,
        rhs: __rt::Option<__rt::Value>,
        flag: bool,
        tail: &[__rt::Value],
    ) -> Self {
        let ctx: &mut __rt::Context = builder;
        let count = ::ods_runtime::ods::preds::int_attr(ctx, 64, count as i64);
        let label = label.map(|value| ::ods_runtime::ods::preds::str_attr(ctx, value));
        let flag = if flag {
            __rt::Some(::ods_runtime::ods::preds::unit_attr(ctx))
        } else {
            __rt::None
        };
        let mut state = Self::__ods_state(ctx, loc, count, lhs, label, rhs, flag, tail);
        state.result_types.push(out_type);
        state.result_types.extend_from_slice(rest_type);
        Self(builder.create_op(state))
    }
"#,
    );
    // the explicit result types are already parameters of `build`
    assert!(!text.contains("fn build_with_result_types"));
}

#[test]
fn the_shared_state_keeps_operands_in_order_and_computes_segments() {
    let text = generated(MIX);
    assert_has(
        &text,
        r#"        state.operands.push(lhs);
        state.operands.extend(rhs);
        state.operands.extend_from_slice(tail);
        __rt::access::set_state_attrs(
            ctx,
            &mut state,
            Self::__ODS_ATTRS,
            &[
                __rt::Some(count),
                label,
                flag,
                __rt::None,
            ],
        );
        __rt::access::set_state_sizes(
            ctx,
            &mut state,
            &Self::__ODS_ATTRS[3],
            &[1, rhs.is_some() as i32, tail.len() as i32],
        );
        __rt::access::add_regions(ctx, &mut state, 1);
"#,
    );
}

#[test]
fn result_type_getters() {
    // the result accessor macro declares `<result>_type` (single) or `<result>_types`
    let text = generated(MIX);
    assert_has(
        &text,
        r#"__rt::__ods_result!(single_at out out_range out_type 0 "out" "");"#,
    );
    assert_has(
        &text,
        r#"__rt::__ods_result!(variadic rest rest_range rest_types 1 "rest" "");"#,
    );
}

#[test]
fn without_optional_arguments_there_is_no_build_full() {
    let text = generated(
        r#"dialect t { summary "d" }
op "add" [SameOperandsAndResultType] {
  arguments (lhs: SignlessIntegerLike, rhs: SignlessIntegerLike)
  results (sum: SignlessIntegerLike)
}
"#,
    );
    assert!(!text.contains("build_full"), "{text}");
    assert_has(
        &text,
        r#"    build => create(lhs: __rt::Value, rhs: __rt::Value));
    /// As [`Self::build`], inserted at the builder's insertion point.
    pub fn create(
        builder: &mut __rt::OpBuilder<'_>,
        loc: __rt::Location,
        lhs: __rt::Value,
        rhs: __rt::Value,
    ) -> Self {
        let ctx: &mut __rt::Context = builder;
        let mut state = Self::__ods_state(ctx, loc, lhs, rhs);
        let ty = __rt::access::value_type(ctx, lhs);
        state.result_types.extend(::core::iter::repeat_n(ty, 1));
        Self(builder.create_op(state))
    }
    __rt::__ods_build!(#[doc = " Builds a `t.add` op with its result types given as one list (not inserted); the other parameters are those of [`Self::build`]."]
    build_with_result_types => create_with_result_types(
"#,
    );
}

//! `geo`: a dialect whose type and attribute are declared with `#[type_def]` / `#[attr_def]`
//! structs inside `#[ods_macros::dialect]`, and an op using both (`tests/tests/attr_macro.rs`
//! builds, prints and parses them).

#[ods_macros::dialect(summary = "shapes declared with attribute macros")]
pub mod geo {
    //! Boxes and colors: one type, one attribute and one op.

    use ods_runtime::ods::hooks::VerifyParams;
    use ods_runtime::Context;

    /// A box of `rank` dimensions of `elem`: `!geo.box<2, f32>`.
    #[type_def(
        "box",
        summary = "a box",
        format = "`<` $rank `,` $elem `>`",
        has_verifier
    )]
    pub struct BoxType {
        /// the number of dimensions
        rank: u32,
        /// the element type
        elem: Type,
    }

    /// A named color and its shade: `#geo.color<"red", 3>`.
    #[attr_def("color", summary = "a color")]
    pub struct ColorAttr {
        name: String,
        shade: u32,
    }

    /// Makes a box value: `%b = geo.make <"red", 3> -> <2, f32>` (both written stripped of
    /// their `#geo.color` / `!geo.box`, which the parser accepts too).
    #[op(
        "make",
        summary = "a box value",
        format = "$color attr-dict `->` type($result)"
    )]
    pub struct MakeOp {
        #[attr]
        color: ColorAttr,
        #[result]
        result: BoxType,
    }

    impl VerifyParams for BoxType {
        /// A box has at most 8 dimensions.
        fn verify(_ctx: &Context, params: &BoxTypeParams) -> Result<(), String> {
            if params.rank > 8 {
                return Err(format!(
                    "a box has at most 8 dimensions, not {}",
                    params.rank
                ));
            }
            Ok(())
        }
    }
}

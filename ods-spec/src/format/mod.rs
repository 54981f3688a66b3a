//! The declarative assembly format of an op (`format "..."`): its parsed, bound and validated
//! form, which the code generator (`codegen::format`) turns into a custom parser and printer;
//! and the format of a dialect type or attribute ([`DefFormat`], `def.rs`).
//!
//! | file | owns |
//! |---|---|
//! | `mod.rs` | the types below (the contract between this stage and code generation) and [`analyze`] |
//! | `parse.rs` | format text -> unbound elements, with syntax errors located in the `.ods` file |
//! | `validate.rs` | binding `$names` to the op's entities, MLIR's format rules, type resolution |
//! | `def.rs` | type and attribute formats: parsing, binding to parameters, MLIR's rules, the default format |
//!
//! The language is MLIR's (`docs/ods-language.md`, "Assembly format"): backtick literals,
//! `$variables`, directives (`attr-dict`, `attr-dict-with-keyword`, `prop-dict`, `type`,
//! `qualified`, `functional-type`, `operands`, `results`, `regions`, `successors`,
//! `custom<Name>(...)` with `ref(...)`, `oilist(...)`), optional groups with an anchor `^` and an
//! else group.

mod def;
mod parse;
mod validate;

use crate::model::{Code, Model, OdsDiagnostic, OpDef, Span};

/// A validated assembly format, bound to its op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmFormat {
    /// the top-level elements, in order
    pub elements: Vec<Element>,
    /// how the parser obtains the type of each operand group (index = operand index)
    pub operand_types: Vec<TypeSource>,
    /// how the parser obtains the type of each result group (index = result index)
    pub result_types: Vec<TypeSource>,
    /// where the format text is
    pub span: Span,
}

/// One element of a format, with where it is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Element {
    /// what it is
    pub kind: ElementKind,
    /// its text in the `.ods` file
    pub span: Span,
}

/// The kinds of format elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ElementKind {
    /// a literal keyword or punctuation (`` `to` ``, `` `,` ``, `` `->` ``), without the
    /// backticks; never empty, a space or a newline (those have their own kinds)
    Literal(String),
    /// `` ` ` ``: an explicit space
    Space,
    /// `` `\n` ``: a newline (the printer indents the next line like the op)
    Newline,
    /// ``` `` ```: no space before the next element
    NoSpace,
    /// `$name` of an operand group (index into [`OpDef::operands`])
    Operand(usize),
    /// `$name` of an attribute or property argument (index into [`OpDef::attributes`])
    Attr(usize),
    /// `$name` of a region (index into [`OpDef::regions`])
    Region(usize),
    /// `$name` of a successor (index into [`OpDef::successors`])
    Successor(usize),
    /// `attr-dict` (`with_keyword: false`) or `attr-dict-with-keyword` (`true`)
    AttrDict {
        /// `attr-dict-with-keyword`
        with_keyword: bool,
    },
    /// `prop-dict`
    PropDict,
    /// `operands`: every operand, in order, as one comma-separated list
    Operands,
    /// `regions`: every region, comma-separated
    Regions,
    /// `successors`: every successor, comma-separated
    Successors,
    /// `type(arg)`
    Type(TypeArg),
    /// `qualified(inner)`: `inner` is an [`ElementKind::Attr`] or an [`ElementKind::Type`];
    /// printed with its dialect prefix
    Qualified(Box<Element>),
    /// `functional-type(inputs, results)`
    FunctionalType {
        /// the input types
        inputs: TypeArg,
        /// the result types
        results: TypeArg,
    },
    /// `custom<Name>(args)`: calls the user's `parse_<snake name>` / `print_<snake name>`
    Custom {
        /// `Name` as written (UpperCamel by convention)
        name: String,
        /// the arguments, in order
        args: Vec<CustomArg>,
    },
    /// `( then )? ` or `( then ) : ( else )?`
    Optional(OptionalGroup),
    /// `oilist(clause | clause ...)`: clauses in any order, each at most once
    OIList(Vec<OIClause>),
}

/// What a `type(...)` (or `functional-type`) argument names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeArg {
    /// the type(s) of one operand group (index into [`OpDef::operands`])
    Operand(usize),
    /// the type(s) of one result group (index into [`OpDef::results`])
    Result(usize),
    /// `operands`: the types of all operands, in order
    Operands,
    /// `results`: the types of all results, in order
    Results,
}

/// An argument of a `custom<Name>(...)` directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CustomArg {
    /// an [`ElementKind::Operand`], [`ElementKind::Attr`], [`ElementKind::Region`],
    /// [`ElementKind::Successor`], [`ElementKind::Type`], [`ElementKind::AttrDict`],
    /// [`ElementKind::PropDict`], [`ElementKind::Operands`], or a [`ElementKind::Literal`]
    /// holding a Rust expression written as a `"string"` argument (passed verbatim)
    pub element: Element,
    /// `ref(...)`: the value was bound by an earlier element and is passed in (read-only in
    /// the parser, as in MLIR)
    pub is_ref: bool,
}

/// An optional group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionalGroup {
    /// the elements printed when the anchor is present (when it is absent, if `inverted`)
    pub then: Vec<Element>,
    /// the elements printed otherwise (the else group; empty if none)
    pub else_elements: Vec<Element>,
    /// index of the element marked `^` (a top-level element of the group): into `then`, or
    /// into `else_elements` when `inverted`
    pub anchor: usize,
    /// the anchor is in the else group (MLIR's inverted optional group, as in
    /// `` (`?`) : (`` $a^ `:` type($a))? ``): the then elements are printed when the anchor is
    /// absent, the else elements when it is present; parsing is unchanged (the then group when
    /// its first element is present, else the else group)
    pub inverted: bool,
}

/// One clause of an `oilist`: a leading keyword and the elements after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OIClause {
    /// the keyword that starts the clause
    pub keyword: String,
    /// the elements after the keyword (variables, types, literals)
    pub elements: Vec<Element>,
    /// where the clause is written
    pub span: Span,
}

/// A validated assembly format of a dialect type or attribute (MLIR's attribute and type
/// declarative format), bound to its definition's parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefFormat {
    /// the top-level elements, in order
    pub elements: Vec<DefElement>,
    /// `true` when no format was written and this is the default `` `<` params `>`` (or
    /// nothing, for a definition without parameters); the spans then point at the definition
    pub is_default: bool,
    /// where the format text is (the definition's name for the default format)
    pub span: Span,
}

/// One element of a type or attribute format, with where it is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefElement {
    /// what it is
    pub kind: DefElementKind,
    /// its text in the `.ods` file
    pub span: Span,
}

/// The kinds of elements of a type or attribute format. Parameters are indices into
/// [`AttrOrTypeDef::parameters`](crate::model::AttrOrTypeDef::parameters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DefElementKind {
    /// a literal keyword or punctuation, without the backticks (never empty, a space or a
    /// newline)
    Literal(String),
    /// `` ` ` ``: an explicit space
    Space,
    /// `` `\n` ``: a newline
    Newline,
    /// ``` `` ```: no space before the next element
    NoSpace,
    /// `$name`, or `qualified($name)` (printed with its dialect prefix)
    Param {
        /// the parameter
        param: usize,
        /// `qualified(...)`
        qualified: bool,
    },
    /// `params`: every parameter but `SelfType`, in order, comma-separated
    Params(Vec<usize>),
    /// `struct($a, $b)` or `struct(params)`: `name = value` pairs, comma-separated, in any
    /// order when parsed
    Struct(Vec<usize>),
    /// `custom<Name>(args)`: the user's `parse_<snake name>` / `print_<snake name>`
    Custom {
        /// `Name` as written
        name: String,
        /// the arguments, in order
        args: Vec<DefCustomArg>,
    },
    /// `( then )?` or `( then ) : ( else )?`
    Optional(DefOptionalGroup),
}

/// An argument of a `custom<Name>(...)` directive in a type or attribute format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DefCustomArg {
    /// `$name`: parsed by the custom parser
    Param(usize),
    /// `ref($name)`: bound earlier, passed in
    Ref(usize),
    /// a `"Rust expression"`, passed verbatim
    Expr(String),
}

/// An optional group of a type or attribute format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefOptionalGroup {
    /// the elements printed when the anchor is present (absent, if `inverted`)
    pub then: Vec<DefElement>,
    /// the elements printed otherwise (empty if none)
    pub else_elements: Vec<DefElement>,
    /// index of the element marked `^`: into `then`, or into `else_elements` when `inverted`
    pub anchor: usize,
    /// the anchor is in the else group
    pub inverted: bool,
}

/// Where the parser gets an operand's or result's type from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeSource {
    /// written in the format (`type($x)`, `functional-type`, `type(operands)`,
    /// `type(results)`, or a `custom` directive's `type($x)` argument)
    Parsed,
    /// the constraint is buildable: its `build` expression gives the type (results and
    /// operands alike)
    Buildable(crate::model::ConstraintId),
    /// equal to the type of another entity (SameOperandsAndResultType, SameTypeOperands,
    /// AllTypesMatch); for a variadic group, every value gets that type
    SameAs(TypeRef),
    /// `TypesMatchWith`: `transform` (a Rust expression of `$_self: Type` with `$_ctx`)
    /// applied to the type of `from`
    Transformed {
        /// the entity whose type is transformed
        from: TypeRef,
        /// the transform
        transform: Code,
    },
    /// results only: inferred by the op's `InferTypeOpInterface` (`infer_return_types`) after
    /// the operands and attributes are parsed
    Inferred,
}

/// An entity whose type can serve as the source of another's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeRef {
    /// an operand group (its first value's type)
    Operand(usize),
    /// a result group
    Result(usize),
    /// a typed attribute's type (index into [`OpDef::attributes`])
    Attr(usize),
}

/// Parses, binds and validates `op.format` against `op`, if it has one. Errors are located
/// inside the format text.
pub fn analyze(model: &Model, op: &OpDef) -> Result<Option<AsmFormat>, Vec<OdsDiagnostic>> {
    let Some(text) = &op.format else {
        return Ok(None);
    };
    let elements = parse::parse(op, text)?;
    validate::bind(model, op, text, elements).map(Some)
}

/// Analyzes the format of every op of `model` and stores the result in `OpDef::asm_format`,
/// and the format of every type and attribute definition in `AttrOrTypeDef::def_format`.
/// Reports every error of every op and definition, sorted by position.
pub fn attach(model: &mut Model) -> Result<(), Vec<OdsDiagnostic>> {
    let mut errors = Vec::new();
    let mut formats = Vec::with_capacity(model.ops.len());
    for op in &model.ops {
        match analyze(model, op) {
            Ok(f) => formats.push(f),
            Err(mut e) => {
                errors.append(&mut e);
                formats.push(None);
            }
        }
    }
    let mut type_formats = Vec::with_capacity(model.type_defs.len());
    for d in &model.type_defs {
        type_formats.push(
            def::analyze(model, d)
                .map_err(|mut e| errors.append(&mut e))
                .ok()
                .flatten(),
        );
    }
    let mut attr_formats = Vec::with_capacity(model.attr_defs.len());
    for d in &model.attr_defs {
        attr_formats.push(
            def::analyze(model, d)
                .map_err(|mut e| errors.append(&mut e))
                .ok()
                .flatten(),
        );
    }
    if !errors.is_empty() {
        errors.sort_by_key(|d| (d.span.file, d.span.start, d.span.end));
        return Err(errors);
    }
    for (op, f) in model.ops.iter_mut().zip(formats) {
        op.asm_format = f;
    }
    for (d, f) in model.type_defs.iter_mut().zip(type_formats) {
        d.def_format = f;
    }
    for (d, f) in model.attr_defs.iter_mut().zip(attr_formats) {
        d.def_format = f;
    }
    Ok(())
}

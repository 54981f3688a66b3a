//! The spanned syntax tree of a `.ods` file, as written (no names resolved).
//!
//! Every node carries the [`Span`] of its text. Items hold their fields as a list in source
//! order ([`Field`]) so that semantic analysis can report fields given twice; `///` doc comments
//! are attached to items, fields, declarations and enum cases by the parser.

use crate::model::{Code, DefKind, Span};

/// A parsed file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct File {
    /// items in source order
    pub items: Vec<Item>,
}

/// An identifier or a `::`-separated path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ident {
    /// the text
    pub name: String,
    /// where
    pub span: Span,
}

/// A string literal (`"..."` with escapes resolved, or `"""..."""` de-indented).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Str {
    /// the value
    pub value: String,
    /// the text between the quotes, as written
    pub raw: String,
    /// where the whole literal is
    pub span: Span,
    /// where the text between the quotes is
    pub inner_span: Span,
}

/// An integer literal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Int {
    /// the value
    pub value: i128,
    /// where
    pub span: Span,
}

/// A predicate expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PredExpr {
    /// `[{ code }]`
    Code(Code),
    /// `true`
    True(Span),
    /// `and(p, ...)`
    And(Vec<PredExpr>, Span),
    /// `or(p, ...)`
    Or(Vec<PredExpr>, Span),
    /// `not(p)`
    Not(Box<PredExpr>, Span),
    /// `concat("prefix", p, "suffix")`
    Concat(Str, Box<PredExpr>, Str, Span),
    /// `subst_leaves("pattern", "replacement", p)`
    Subst(Str, Str, Box<PredExpr>, Span),
    /// `any_of(L)`
    AnyOf(Ident, Span),
    /// `all_of(L)`
    AllOf(Ident, Span),
    /// `Name` or `Name<args>`: a constraint's predicate or a parameter
    Ref(CRef),
}

impl PredExpr {
    /// Where the expression is.
    pub fn span(&self) -> Span {
        match self {
            PredExpr::Code(c) => c.span,
            PredExpr::True(s)
            | PredExpr::And(_, s)
            | PredExpr::Or(_, s)
            | PredExpr::Not(_, s)
            | PredExpr::Concat(_, _, _, s)
            | PredExpr::Subst(_, _, _, s)
            | PredExpr::AnyOf(_, s)
            | PredExpr::AllOf(_, s) => *s,
            PredExpr::Ref(r) => r.span,
        }
    }
}

/// A reference to a constraint or trait, possibly with template arguments: `TensorOf<[F32]>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CRef {
    /// the name
    pub name: Ident,
    /// template arguments (`None` without `<...>`)
    pub args: Option<Vec<TArg>>,
    /// where the whole reference is
    pub span: Span,
}

/// A template argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TArg {
    /// a string
    Str(Str),
    /// an integer
    Int(Int),
    /// `[a, b]`
    List(Vec<TArg>, Span),
    /// a predicate, a code block or a constraint reference
    Pred(PredExpr),
}

impl TArg {
    /// Where the argument is.
    pub fn span(&self) -> Span {
        match self {
            TArg::Str(s) => s.span,
            TArg::Int(i) => i.span,
            TArg::List(_, s) => *s,
            TArg::Pred(p) => p.span(),
        }
    }
}

/// The kind of a constraint template parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// a type constraint
    Type,
    /// an attribute constraint
    Attr,
    /// a property constraint
    Prop,
    /// an integer
    Int,
    /// a string
    String,
    /// a code block
    Code,
}

/// A constraint template parameter `name: kind` or `name: list<kind>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    /// the name
    pub name: Ident,
    /// the element kind
    pub kind: ParamKind,
    /// `list<kind>`
    pub is_list: bool,
    /// where
    pub span: Span,
}

/// `name: Constraint` in an op's `arguments`/`results`/`regions`/`successors`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decl {
    /// the name
    pub name: Ident,
    /// the constraint
    pub constraint: CRef,
    /// `///` docs
    pub doc: String,
    /// where
    pub span: Span,
}

/// A parameter kind of a `type_def`/`attr_def` parameter as written: `u32`, `Array<i64>`,
/// `DefaultValued<u32, [{ 1 }]>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PKind {
    /// the kind's name (`u32`, `Array`, `Optional`, `DefaultValued`, `SelfType`, an enum, ...)
    pub name: Ident,
    /// the arguments in `<...>` (empty without them)
    pub args: Vec<PKindArg>,
    /// where the whole kind is
    pub span: Span,
}

/// An argument of a generic parameter kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PKindArg {
    /// another kind
    Kind(PKind),
    /// a code block (the default of `DefaultValued`)
    Code(Code),
}

impl PKindArg {
    /// Where the argument is.
    pub fn span(&self) -> Span {
        match self {
            PKindArg::Kind(k) => k.span,
            PKindArg::Code(c) => c.span,
        }
    }
}

/// `name: Kind` in the `parameters (...)` or `mutable (...)` of a `type_def`/`attr_def`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamDecl {
    /// the name
    pub name: Ident,
    /// the kind
    pub kind: PKind,
    /// `///` docs
    pub doc: String,
    /// where
    pub span: Span,
}

/// The value of an enum case: an integer or a group of other cases.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CaseValue {
    /// `= 3`
    Int(Int),
    /// `= [a, b]`
    Group(Vec<Ident>, Span),
}

/// A field of an item; the keyword says which.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// `summary "..."`
    Summary(Str),
    /// `description "..."`
    Description(Str),
    /// `rust_name Name`
    RustName(Ident),
    /// `dependent_dialects [a::b, ...]`
    DependentDialects(Vec<Ident>),
    /// a flag keyword (`has_verifier`, `has_constant_materializer`, `primary_group`, ...)
    Flag,
    /// `use_properties true|false`
    UseProperties(bool),
    /// `discardable name: Constraint`
    Discardable(Ident, CRef),
    /// `pred p`
    Pred(PredExpr),
    /// `build [{ }]`
    Build(Code),
    /// `rust_type "T"`
    RustType(Str),
    /// `get [{ }]`
    Get(Code),
    /// `value_type [{ }]` (attribute constraints: the type of the attribute's value)
    ValueType(Code),
    /// `storage [{ }]` (attribute constraints: the attribute kind a property converts from)
    Storage(Code),
    /// `optional_start "string"` (attribute and property constraints: the token that starts
    /// the value when it is the first element of an optional group: `string`, `array`,
    /// `symbol_ref` or `integer`; any attribute without it)
    OptionalStart(Str),
    /// `dense_array [{ }]` (attribute constraints: a dense array of this element type, written
    /// `[1, 2]` when bound in a declarative format)
    DenseArray(Code),
    /// `type_class "builtin.integer" [{ }]` (type constraints: the C++ type class a format's
    /// single `type(...)` is parsed as, and the predicate telling it)
    TypeClass(Str, Code),
    /// `verify [{ }]`
    Verify(Code),
    /// `method [{ sig }] default [{ body }]` / `static_method ...`
    Method {
        /// the signature
        sig: Code,
        /// the default body
        default: Option<Code>,
        /// `static_method`
        is_static: bool,
    },
    /// `separator ","`
    Separator(Str),
    /// `cpp_namespace "::mlir::arith"`
    CppNamespace(Str),
    /// `cpp_name "..."` (type_def/attr_def) or `message_type "..."` (param_type): the name
    /// MLIR's parser messages use
    MessageName(Str),
    /// `attr Name dialect "mnemonic" bare` (`bare`: `true` when given)
    EnumAttr(Ident, Option<Str>, bool),
    /// `prop Name`
    EnumProp(Ident),
    /// `keyword = value as RustName`
    Case(Ident, CaseValue, Option<Ident>),
    /// `arguments (...)`, `results (...)`, `regions (...)`, `successors (...)`
    Decls(Vec<Decl>),
    /// `format "..."`
    Format(Str),
    /// `builder name [{ params }] [{ body }]`
    Builder(Ident, Code, Code),
    /// `extra [{ }]`
    Extra(Code),
    /// `parameters (...)` / `mutable (...)` of a `type_def` or `attr_def`
    Parameters(Vec<ParamDecl>),
    /// `parser`, `printer`, `default` or `comparator` `[{ }]` of a `param_type` (the keyword
    /// says which)
    ParamTypeCode(Code),
    /// `option field: Type = default "name" "description"` or `list_option field: Type "name"
    /// "description"` of a `pass` (the keyword says which)
    PassOption(PassOptionDecl),
    /// `statistic field "name" "description"` of a `pass`
    Statistic {
        /// the Rust name (its index constant is the name in upper case)
        field: Ident,
        /// the name `--mlir-pass-statistics` shows
        name: Str,
        /// what it counts
        description: Str,
    },
}

/// An option of a `pass` as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassOptionDecl {
    /// the Rust field name
    pub field: Ident,
    /// the value type (`i64`, `bool`, `String`, an enum of the file, ...)
    pub ty: Ident,
    /// the default after `=`
    pub default: Option<Literal>,
    /// the name in pipeline text (`max-depth`)
    pub name: Str,
    /// one line for `--help`
    pub description: Str,
    /// `list_option`
    pub list: bool,
}

/// A literal value (the default of a pass option).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Literal {
    /// an integer
    Int(Int),
    /// a floating-point number, as written
    Float(String, Span),
    /// `true` or `false`
    Bool(bool, Span),
    /// a string
    Str(Str),
    /// a name (an enum case's keyword)
    Ident(Ident),
}

impl Literal {
    /// Where the literal is.
    pub fn span(&self) -> Span {
        match self {
            Literal::Int(i) => i.span,
            Literal::Float(_, s) | Literal::Bool(_, s) => *s,
            Literal::Str(s) => s.span,
            Literal::Ident(i) => i.span,
        }
    }
}

/// A field of an item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// the leading keyword (`summary`, `arguments`, `has_verifier`, ...; `case` for enum cases)
    pub keyword: String,
    /// the contents
    pub kind: FieldKind,
    /// `///` docs before the field
    pub doc: String,
    /// where
    pub span: Span,
}

/// What an item is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ItemKind {
    /// `dialect name { }`
    Dialect,
    /// `type_constraint`
    TypeConstraint,
    /// `attr_constraint`
    AttrConstraint,
    /// `prop_constraint`
    PropConstraint,
    /// `trait`
    Trait,
    /// `interface`
    Interface,
    /// `enum Name : i64`
    Enum {
        /// the storage type name (`i32`, ...)
        storage: Ident,
    },
    /// `bit_enum Name : i32`
    BitEnum {
        /// the storage type name
        storage: Ident,
    },
    /// `op RustName "mnemonic" [traits]`
    Op {
        /// the mnemonic string
        mnemonic: Str,
        /// the trait list
        traits: Vec<CRef>,
    },
    /// `rust [{ }]`
    Rust(Code),
    /// `extern_interface path::Name`
    ExternInterface,
    /// `type_def RustName "mnemonic" [traits]` or `attr_def ...`
    Def {
        /// type or attribute
        kind: DefKind,
        /// the mnemonic string
        mnemonic: Str,
        /// the trait and interface list
        traits: Vec<CRef>,
    },
    /// `param_type Name { }`
    ParamType,
    /// `type_interface Name { }` or `attr_interface Name { }`
    DefInterface(DefKind),
    /// `pass RustName "argument" on "anchor.op" { }`
    Pass {
        /// the pipeline argument string
        argument: Str,
        /// the anchor op's name after `on` (`None`: any op)
        anchor: Option<Str>,
    },
}

/// A top-level item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    /// what it is
    pub kind: ItemKind,
    /// the name (the op's Rust name when written; the path for `extern_interface`)
    pub name: Option<Ident>,
    /// constraint template parameters
    pub params: Vec<Param>,
    /// fields in source order
    pub fields: Vec<Field>,
    /// `///` docs
    pub doc: String,
    /// where the whole item is
    pub span: Span,
    /// where the item keyword is
    pub keyword_span: Span,
}

#[ods_macros::dialect]
mod d {
    ods!(r#"
/// Kinds.
enum Kind : i32 {
  a = 0
  b = 0
}
"#);
}

fn main() {}

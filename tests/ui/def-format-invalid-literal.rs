mod d {
    ods_macros::include_ods!("def-format-invalid-literal.ods");

}

fn main() {}

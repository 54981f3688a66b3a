mod d {
    ods_macros::include_ods!("format-invalid-literal.ods");
}

fn main() {}

mod d {
    ods_macros::include_ods!("def-format-qualified-not-type.ods");

}

fn main() {}

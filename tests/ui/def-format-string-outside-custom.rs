mod d {
    ods_macros::include_ods!("def-format-string-outside-custom.ods");

}

fn main() {}

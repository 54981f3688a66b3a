mod d {
    ods_macros::include_ods!("def-format-ref-outside-custom.ods");

}

fn main() {}

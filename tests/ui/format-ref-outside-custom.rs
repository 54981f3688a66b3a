mod d {
    ods_macros::include_ods!("format-ref-outside-custom.ods");
}

fn main() {}

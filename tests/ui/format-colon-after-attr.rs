mod d {
    ods_macros::include_ods!("format-colon-after-attr.ods");
}

fn main() {}

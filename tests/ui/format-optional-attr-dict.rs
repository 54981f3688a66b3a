mod d {
    ods_macros::include_ods!("format-optional-attr-dict.ods");
}

fn main() {}

mod d {
    ods_macros::include_ods!("format-no-attr-dict.ods");
}

fn main() {}

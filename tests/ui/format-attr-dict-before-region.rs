mod d {
    ods_macros::include_ods!("format-attr-dict-before-region.ods");
}

fn main() {}

mod d {
    ods_macros::include_ods!("format-attr-dict-twice.ods");
}

fn main() {}

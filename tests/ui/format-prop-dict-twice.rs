mod d {
    ods_macros::include_ods!("format-prop-dict-twice.ods");
}

fn main() {}

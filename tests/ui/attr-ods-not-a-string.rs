#[ods_macros::dialect]
mod d {
    ods!(enum E : i32 { a = 0 });
}

fn main() {}

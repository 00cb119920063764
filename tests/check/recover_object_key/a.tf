variable "a" {
  default = { "a b" ? : }
}
variable "b" {
  default = [{a = x, b ]}, y]
}
variable "c" {
  default = {a = x, b c}
}
variable "d" {
  default = { a = "s" , x ? 1 : 2 )
}
variable "e" {
  default = g ( 1 , [ 2 , , ] [ ... )
}
variable "f" {
  type = string
}

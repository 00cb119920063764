variable "a" {
  default = { "a b" ? : }
}
variable "b" {
  default = .
}
variable "c" {
  default = x * .
}
variable "d" {
  default = {a = .}
}
variable "e" {
  default = f(.)
}
variable "f" {
  default = {a = .[0]}
}
variable "g" {
  default = 1 + x.*.
}
variable "h" {
  default = x . * . -
}
variable "i" {
  default = [1, .]
}

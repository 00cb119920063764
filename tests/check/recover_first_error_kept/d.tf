variable "d" {
  type    = string
  default = [f(1, 2 + ), 3]
}

variable "c" {
  default = { "a b" ? : }
}
variable "d" {
  type = object({label = any, enabled = string})
  default = {
enabled : "abc"
= [ "a" ]
}
}
variable "e" {
  type = set(any)
  default = [x 0][0]
}

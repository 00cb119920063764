variable "c" {
  type = object({a=string})
  default = true ? 1 : {
a = [
b null
]
}
}

variable "a" {
  type = object({a=string})
  default = ! {
a = {
b null
}
}
}

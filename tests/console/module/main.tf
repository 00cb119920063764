variable "secret" {
  type = string
  sensitive = true
  default = "s3cr3t"
}
variable "req" {
  type = list(string)
}
variable "obj" {
  type = object({name = string, size = optional(number, 3), tags = optional(map(string))})
  default = {name = "n", size = null, extra = 1}
}
variable "plain" {
  default = "hi"
}

variable "instance_count" {
  type = number
}
variable "obj" {
  type = object({ name = string, size = optional(number, 3) })
}
variable "nums" {
  type = list(number)
}
variable "secret" {
  type      = number
  sensitive = true
}
variable "settings" {
  type = object({
    mode      = optional(string, "auto")
    bootstrap = optional(bool, false)
  })
}
variable "names" {
  type = list(string)
}

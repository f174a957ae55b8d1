/** Russian words the seed builds people, companies and texts from. */

export const maleFirstNames = [
  'Александр', 'Алексей', 'Андрей', 'Антон', 'Артём', 'Борис', 'Вадим', 'Валерий', 'Василий', 'Виктор',
  'Виталий', 'Владимир', 'Владислав', 'Вячеслав', 'Георгий', 'Глеб', 'Григорий', 'Дмитрий', 'Евгений', 'Егор',
  'Иван', 'Игорь', 'Илья', 'Кирилл', 'Константин', 'Леонид', 'Максим', 'Марк', 'Михаил', 'Никита',
  'Николай', 'Олег', 'Павел', 'Пётр', 'Роман', 'Руслан', 'Семён', 'Сергей', 'Станислав', 'Степан',
  'Тимур', 'Фёдор', 'Юрий', 'Ярослав',
] as const

export const femaleFirstNames = [
  'Алина', 'Алёна', 'Алла', 'Анастасия', 'Анна', 'Валентина', 'Валерия', 'Вера', 'Вероника', 'Виктория',
  'Галина', 'Дарья', 'Диана', 'Евгения', 'Екатерина', 'Елена', 'Елизавета', 'Жанна', 'Зоя', 'Ирина',
  'Кристина', 'Ксения', 'Лариса', 'Любовь', 'Людмила', 'Маргарита', 'Марина', 'Мария', 'Надежда', 'Наталья',
  'Нина', 'Оксана', 'Ольга', 'Полина', 'Светлана', 'София', 'Тамара', 'Татьяна', 'Ульяна', 'Юлия',
  'Яна',
] as const

/** Surnames in the masculine form; `femaleSurname` makes the feminine one. */
export const surnames = [
  'Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров',
  'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семёнов', 'Егоров', 'Павлов', 'Козлов', 'Степанов', 'Николаев',
  'Орлов', 'Андреев', 'Макаров', 'Никитин', 'Захаров', 'Зайцев', 'Соловьёв', 'Борисов', 'Яковлев', 'Григорьев',
  'Романов', 'Воробьёв', 'Сергеев', 'Кузьмин', 'Фролов', 'Александров', 'Дмитриев', 'Королёв', 'Гусев', 'Киселёв',
  'Ильин', 'Максимов', 'Поляков', 'Сорокин', 'Виноградов', 'Ковалёв', 'Белов', 'Медведев', 'Антонов', 'Тарасов',
  'Жуков', 'Баранов', 'Филиппов', 'Комаров', 'Давыдов', 'Беляев', 'Герасимов', 'Богданов', 'Осипов', 'Сидоров',
  'Матвеев', 'Титов', 'Марков', 'Миронов', 'Крылов', 'Куликов', 'Карпов', 'Власов', 'Мельников', 'Денисов',
  'Гаврилов', 'Тихонов', 'Казаков', 'Афанасьев', 'Данилов', 'Савельев', 'Тимофеев', 'Фомин', 'Чернов', 'Абрамов',
  'Мартынов', 'Ефимов', 'Федотов', 'Щербаков', 'Назаров', 'Калинин', 'Исаев', 'Чернышёв', 'Быков', 'Маслов',
  'Родионов', 'Коновалов', 'Лазарев', 'Воронин', 'Климов', 'Филатов', 'Пономарёв', 'Голубев', 'Кудрявцев', 'Прохоров',
  'Наумов', 'Потапов', 'Журавлёв', 'Овчинников', 'Трофимов', 'Леонов', 'Соболев', 'Ермаков', 'Колесников', 'Гончаров',
  'Емельянов', 'Никифоров', 'Грачёв', 'Котов', 'Гришин', 'Ефремов', 'Архипов', 'Громов', 'Кириллов', 'Малышев',
  'Панов', 'Моисеев', 'Румянцев', 'Акимов', 'Кондратьев', 'Бирюков', 'Горбунов', 'Анисимов', 'Еремин', 'Тихомиров',
  'Островский', 'Вишневский', 'Шевченко', 'Бондаренко', 'Ким', 'Кравец', 'Лысенко', 'Головин', 'Рябов', 'Зуев',
] as const

/** The feminine form of a Russian surname: Иванов → Иванова, Островский → Островская, Ким → Ким. */
export function femaleSurname(surname: string): string {
  if (/(ов|ев|ёв|ин|ын)$/.test(surname)) return `${surname}а`
  if (surname.endsWith('ский')) return `${surname.slice(0, -4)}ская`
  return surname
}

export const companyForms = ['ООО', 'ООО', 'ООО', 'АО', 'ИП'] as const

export const companyRoots = [
  'Альфа', 'Вектор', 'Север', 'Горизонт', 'Меридиан', 'Атлас', 'Сфера', 'Импульс', 'Прогресс', 'Квадрат',
  'Палитра', 'Орбита', 'Лидер', 'Форма', 'Кристалл', 'Ракурс', 'Акцент', 'Контраст', 'Фокус', 'Пиксель',
  'Витрина', 'Маяк', 'Сигнал', 'Полюс', 'Ладога', 'Волга', 'Байкал', 'Алтай', 'Урал', 'Нева',
] as const

export const companySuffixes = [
  'Медиа', 'Диджитал', 'Маркетинг', 'Реклама', 'Групп', 'Трейд', 'Лаб', 'Студио', 'Консалт', 'Ритейл', 'Дизайн', 'Принт',
] as const

export const emailDomains = ['mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru', 'inbox.ru', 'list.ru', 'rambler.ru', 'ya.ru'] as const

/** Traffic sources and their campaigns; a few campaign names start with + - @ as real ones do. */
export const utmSources: readonly { source: string; campaigns: readonly string[] }[] = [
  { source: 'yandex', campaigns: ['search_brand', 'search_heatmap', 'rsya_retarget', '-20%_autumn'] },
  { source: 'google', campaigns: ['search_generic', 'display_designers'] },
  { source: 'vk', campaigns: ['vk_lookalike', 'vk_smm', '+30%_bonus'] },
  { source: 'telegram', campaigns: ['@designers_chat', 'tg_channel_ads'] },
  { source: 'mytarget', campaigns: ['mt_feed', 'mt_stories'] },
  { source: 'partner', campaigns: ['agency_program', 'webinar_2025'] },
]

const transliteration: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
}

/** Latin letters for a Russian word, as e-mail addresses spell names: Фёдор → fedor. */
export function transliterate(word: string): string {
  return [...word.toLowerCase()].map((letter) => transliteration[letter] ?? letter).join('')
}

export const benchmarkTopics: readonly { name: string; category: string; metric: string; min: number; max: number; description: string }[] = [
  { name: 'Баннер 240×400: внимание к офферу', category: 'banner', metric: 'attention', min: 55, max: 85, description: 'Доля внимания на блоке с предложением в первые 3 секунды.' },
  { name: 'Баннер 728×90: читаемость', category: 'banner', metric: 'clarity', min: 60, max: 90, description: 'Насколько быстро считывается заголовок на узком баннере.' },
  { name: 'Баннер 300×250: когнитивная нагрузка', category: 'banner', metric: 'cognitive_load', min: 20, max: 45, description: 'Сколько элементов соревнуются за внимание.' },
  { name: 'Баннер: вовлечённость', category: 'banner', metric: 'engagement', min: 40, max: 70, description: '' },
  { name: 'Пост в ленте: внимание к логотипу', category: 'social', metric: 'attention', min: 30, max: 60, description: 'Логотип должен попадать в зону внимания, но не перетягивать его.' },
  { name: 'Сторис: читаемость текста', category: 'social', metric: 'clarity', min: 65, max: 95, description: 'Текст в сторис читается за 1,5 секунды.' },
  { name: 'Карусель: вовлечённость', category: 'social', metric: 'engagement', min: 45, max: 80, description: '' },
  { name: 'Пост: когнитивная нагрузка', category: 'social', metric: 'cognitive_load', min: 15, max: 40, description: 'Простая композиция с одним фокусом.' },
  { name: 'Билборд 3×6: внимание к бренду', category: 'outdoor', metric: 'attention', min: 60, max: 90, description: 'Водитель видит билборд 2–3 секунды.' },
  { name: 'Билборд: читаемость на расстоянии', category: 'outdoor', metric: 'clarity', min: 70, max: 100, description: 'Не более 7 слов, крупный кегль.' },
  { name: 'Ситиформат: когнитивная нагрузка', category: 'outdoor', metric: 'cognitive_load', min: 10, max: 35, description: '' },
  { name: 'Обложка видео: внимание к лицу', category: 'video_cover', metric: 'attention', min: 50, max: 85, description: 'Лицо в кадре притягивает взгляд первым.' },
  { name: 'Обложка видео: читаемость заголовка', category: 'video_cover', metric: 'clarity', min: 55, max: 90, description: 'Заголовок читается на превью 320×180.' },
  { name: 'Обложка видео: вовлечённость', category: 'video_cover', metric: 'engagement', min: 50, max: 85, description: '' },
  { name: 'Упаковка: внимание на полке', category: 'packaging', metric: 'attention', min: 45, max: 80, description: 'Упаковка выделяется среди соседних товаров.' },
  { name: 'Упаковка: читаемость названия', category: 'packaging', metric: 'clarity', min: 60, max: 95, description: 'Название продукта читается с 1,5 метра.' },
  { name: 'Упаковка: когнитивная нагрузка', category: 'packaging', metric: 'cognitive_load', min: 20, max: 50, description: 'Не более трёх информационных блоков на лицевой стороне.' },
  { name: 'Упаковка: вовлечённость', category: 'packaging', metric: 'engagement', min: 35, max: 65, description: '' },
]

export const requestSubjects = [
  'Тепловая карта для баннера «Осенняя распродажа»',
  'Проверка макетов упаковки новой линейки',
  'Сравнение двух вариантов обложки видео',
  'Анализ наружной рекламы на МКАД',
  'Аудит креативов для VK Рекламы',
  'Оценка читаемости ценника',
  'Тест лендинга перед запуском',
  'Карусель для Telegram-канала',
  'Ребрендинг: старый и новый логотип',
  'Баннеры для маркетплейса',
  'Обложки для серии роликов',
  'Макеты ситиформатов к Новому году',
] as const

export const requestDescriptions = [
  'Нужно понять, видят ли покупатели кнопку «Купить» в первые секунды.',
  'Прикладываем макеты; интересует зона внимания на названии и цене.',
  'Два варианта, выбираем лучший до пятницы.',
  'Клиент просит отчёт с рекомендациями по композиции.',
  '',
  'Повторный анализ после правок дизайнера.',
] as const
